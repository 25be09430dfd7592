import type { CarDetail, OrderDetail, StoredFileDetail, TaskStatus } from '@routier/domain';
import { inspectedCarIds } from '../inspections/inspections.service.js';
import { carTasksOfOrder } from '../loads/load-progress.service.js';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { CarFileRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { orderRatings } from '../reviews/reviews.service.js';
import { findUserById } from '../users/user-records.service.js';
import { findCarFiles } from './car-files.repository.js';
import { presentCar, presentOrderDetail } from './order-detail.presenter.js';
import { orderContactParts } from './order-contacts.service.js';
import { canViewOrder, type OrderActor } from './orders.policy.js';
import { findOrder, findOrderCars } from './orders.repository.js';

type Deps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

/** A car file as the client sees it, with signed URLs (call only after the authorization check). */
export const presentCarFile = (deps: Pick<AppDeps, 'env' | 'clock'>, f: CarFileRow): StoredFileDetail => ({
  id: f.id,
  file_name: f.fileName,
  path_url: signedFileUrl(deps, f.storageKey),
  thumbnail_url: f.thumbnailKey ? signedFileUrl(deps, f.thumbnailKey) : null,
  mime_type: f.mimeType,
});

/**
 * The cars of an order with their files, the task of each car still on its way (the load carrying it) and
 * whether it was inspected.
 */
export const carsWithFiles = async (deps: Deps, orderId: number): Promise<CarDetail[]> => {
  const rows = await findOrderCars(deps.db, orderId);
  const [files, tasks, inspected] = await Promise.all([
    findCarFiles(
      deps.db,
      rows.map((c) => c.id),
    ),
    carTasksOfOrder(deps, orderId),
    inspectedCarIds(deps, orderId),
  ]);
  return rows.map((car) => {
    const task = car.isDelivered ? undefined : tasks.get(car.id);
    return presentCar(car, {
      car_files: files.filter((f) => f.carId === car.id).map((f) => presentCarFile(deps, f)),
      current_task: task ? { status: task.load.status as TaskStatus } : null,
      has_inspection: inspected.has(car.id),
    });
  });
};

/** A customer's order as GET /orders/{id} shows it: 404 when there is none, 403 when it is someone else's. */
export const getCustomerOrder = async (deps: Deps, user: OrderActor, orderId: number): Promise<OrderDetail> => {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  const [cars, owner, contactParts, ratings] = await Promise.all([
    carsWithFiles(deps, order.id),
    order.userId === null ? null : findUserById(deps, order.userId),
    orderContactParts(deps, order),
    orderRatings(deps, order.id),
  ]);
  return presentOrderDetail(order, {
    cars,
    owner: { id: order.userId, deletedAt: owner?.deletedAt ?? null },
    ...contactParts,
    ratings,
  });
};
