import type { OrderDetail } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { findUserById } from '../users/user-records.service.js';
import { presentCar, presentOrderDetail } from './order-detail.presenter.js';
import { orderContactParts } from './order-contacts.service.js';
import { canViewOrder } from './orders.policy.js';
import { findOrder, findOrderCars } from './orders.repository.js';

type DbDeps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

/** A customer's order as GET /orders/{id} shows it: 404 when there is none, 403 when it is someone else's. */
export const getCustomerOrder = async (deps: DbDeps, user: UserRow, orderId: number): Promise<OrderDetail> => {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw forbidden();
  const [cars, owner, contactParts] = await Promise.all([
    findOrderCars(deps.db, order.id),
    order.userId === null ? null : findUserById(deps, order.userId),
    orderContactParts(deps, order),
  ]);
  return presentOrderDetail(order, {
    cars: cars.map((car) => presentCar(car)),
    owner: { id: order.userId, deletedAt: owner?.deletedAt ?? null },
    ...contactParts,
  });
};
