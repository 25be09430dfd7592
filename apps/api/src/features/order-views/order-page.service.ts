import type {
  CarsBatchInput,
  CarsVinBatchInput,
  NewContactDetails,
  OrderAddressesInput,
  OrderDetail,
  VinDecoded,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { RouteDistance } from '../../platform/geo/index.js';
import * as cars from '../orders/cars.service.js';
import * as addresses from '../orders/order-addresses.service.js';
import * as contacts from '../orders/order-contacts.service.js';
import { canViewOrder, type OrderActor } from '../orders/orders.policy.js';
import { findLiveOrder } from '../orders/orders.service.js';
import { carsWithFiles, getCustomerOrder } from './order-detail.service.js';

/**
 * The order wizard's steps as the order page sees them: the orders core writes (features/orders), then the
 * order is read back as GET /orders/{id} shows it, after the writer's transaction.
 */

type AddressDeps = { db: DbOrTx; route: RouteDistance } & Pick<AppDeps, 'env' | 'clock'>;
type FileDeps = { db: Db } & Pick<AppDeps, 'env' | 'clock' | 'privateFiles' | 'jobs'>;

/** GET /orders/cars/{id}: the vehicle step's cars and start date. */
export const getOrderCars = async (deps: { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>, user: OrderActor, orderId: number) => {
  const order = await findLiveOrder(deps, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  return { data: await carsWithFiles(deps, order.id), start_at: order.startAt };
};

/**
 * POST /orders: a new draft with the next order number and one blank car (the vehicle step fills it in, and
 * files can be attached to it at once), resuming at the vehicle step.
 */
export const createOrderFromAddresses = async (
  deps: AddressDeps,
  user: OrderActor,
  input: OrderAddressesInput,
): Promise<{ id: number; order: OrderDetail }> => {
  const id = await addresses.insertDraftFromAddresses(deps, user, input);
  return { id, order: await getCustomerOrder(deps, user, id) };
};

/** PUT /orders/{id}: the draft's addresses, then the order. */
export const updateOrderAddresses = async (deps: AddressDeps, user: OrderActor, orderId: number, input: OrderAddressesInput) => {
  await addresses.updateOrderAddresses(deps, user, orderId, input);
  return getCustomerOrder(deps, user, orderId);
};

/** POST /cars/batch-edit/{id}: the order's cars, then the order. */
export const saveOrderCars = async (deps: FileDeps, user: OrderActor, orderId: number, input: CarsBatchInput) => {
  await cars.saveOrderCars(deps, user, orderId, input);
  return getCustomerOrder(deps, user, orderId);
};

/** PUT /guests/orders/cars/vin/{id}: one car's VIN and what it decodes to, then the order. */
export const saveCarVin = async (deps: FileDeps, user: OrderActor, orderId: number, carId: number, decoded: VinDecoded) => {
  await cars.setCarVin(deps, user, orderId, carId, decoded);
  return getCustomerOrder(deps, user, orderId);
};

/** POST /new-contact-details/{id}: both ends and the release-form answer, then the order. */
export const saveContactDetails = async (
  deps: Pick<AppDeps, 'db' | 'env' | 'clock' | 'privateFiles' | 'jobs'>,
  user: OrderActor,
  orderId: number,
  input: NewContactDetails,
) => {
  await contacts.saveContactDetails(deps, user, orderId, input);
  return getCustomerOrder(deps, user, orderId);
};

/** POST /cars/batch-edit/vin/{id}: the order's cars named by VIN, then the order. */
export const saveOrderCarsByVin = async (deps: FileDeps, user: OrderActor, orderId: number, input: CarsVinBatchInput) => {
  await cars.saveOrderCarsByVin(deps, user, orderId, input);
  return getCustomerOrder(deps, user, orderId);
};
