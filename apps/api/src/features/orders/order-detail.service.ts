import type { CarDetail, OrderDetail, StoredFileDetail } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { CarFileRow, UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { findUserById } from '../users/user-records.service.js';
import { findCarFiles } from './car-files.repository.js';
import { presentCar, presentOrderDetail } from './order-detail.presenter.js';
import { canViewOrder } from './orders.policy.js';
import { findOrder, findOrderCars } from './orders.repository.js';

type Deps = { db: DbOrTx; storage: FileStorage };

export const presentCarFile = (f: CarFileRow, storage: FileStorage): StoredFileDetail => ({
  id: f.id,
  file_name: f.fileName,
  path_url: storage.url(f.storageKey),
  thumbnail_url: f.mimeType.startsWith('image/') ? storage.url(f.storageKey) : null,
  mime_type: f.mimeType,
});

/** The cars of an order with their files. */
export const carsWithFiles = async (deps: Pick<Deps, 'db' | 'storage'>, orderId: number): Promise<CarDetail[]> => {
  const rows = await findOrderCars(deps.db, orderId);
  const files = await findCarFiles(
    deps.db,
    rows.map((c) => c.id),
  );
  return rows.map((car) =>
    presentCar(car, { car_files: files.filter((f) => f.carId === car.id).map((f) => presentCarFile(f, deps.storage)) }),
  );
};

/** A customer's order as GET /orders/{id} shows it: 404 when there is none, 403 when it is someone else's. */
export const getCustomerOrder = async (deps: Deps, user: UserRow, orderId: number): Promise<OrderDetail> => {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw forbidden();
  const [cars, owner] = await Promise.all([
    carsWithFiles(deps, order.id),
    order.userId === null ? null : findUserById(deps, order.userId),
  ]);
  return presentOrderDetail(order, {
    cars,
    owner: { id: order.userId, deletedAt: owner?.deletedAt ?? null },
  });
};
