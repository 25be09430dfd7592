import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { findCars, findOrder, findOrderCars, updateCar, updateOrder } from './orders.repository.js';

type DbDeps = { db: DbOrTx };

/** The cars of an order, and cars by id (the loads' progress and delivery read them). */
export const orderCars = ({ db }: DbDeps, orderId: number) => findOrderCars(db, orderId);
export const carsByIds = ({ db }: DbDeps, ids: number[]) => findCars(db, ids);
export const findOrderRow = ({ db }: DbDeps, id: number) => findOrder(db, id);

/** Where a load's cars are now: each car's last position on the customer's map. */
export const setCarsPosition = async ({ db }: DbDeps, carIds: number[], position: { lat: number; lng: number }) => {
  for (const id of carIds) await updateCar(db, id, { lastPosition: { lat: position.lat, lng: position.lng, address: null } });
};

/** A load's cars were delivered. */
export const markCarsDelivered = async ({ db }: DbDeps, carIds: number[]) => {
  for (const id of carIds) await updateCar(db, id, { isDelivered: true });
};

/**
 * A delivered load's effect on the order: whether the delivery was on time once every car is delivered. The
 * order's fuel fee stays what the customer paid; fuel fees a carrier claims are fuel-fee claims.
 */
export const recordOrderDelivery = ({ db }: DbDeps, order: OrderRow, change: { deliveredOnTime: boolean | null; at: Date }) =>
  updateOrder(db, order, {
    ...(change.deliveredOnTime !== null ? { deliveredOnTime: change.deliveredOnTime } : {}),
    updatedAt: change.at,
  });
