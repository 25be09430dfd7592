import type { CarDetail, OrderDetail, TaskStatus } from '@routier/domain';
import { inspectedCarIds } from '../inspections/inspection-records.service.js';
import { carTasksOfOrder } from '../loads/load-progress.service.js';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { orderRatings } from '../reviews/reviews.service.js';
import { findBusiness, findUserById } from '../users/user-records.service.js';
import { presentCarFile } from '../orders/car-files.presenter.js';
import { presentCar, presentOrderDetail } from './order-detail.presenter.js';
import { orderContactParts } from '../orders/order-contacts.service.js';
import { canViewOrder, type OrderActor } from '../orders/orders.policy.js';
import { findFilesOfCars, findLiveOrder, findOrderCars } from '../orders/orders.service.js';
import { orderCancellation } from '../orders/order-cancellations.service.js';

type Deps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

/** The order's cars (as `carsWithFiles` gives them) and the first names of the drivers carrying them, each once. */
const carsAndDrivers = async (deps: Deps, orderId: number): Promise<{ cars: CarDetail[]; driverFirstNames: string[] }> => {
  const rows = await findOrderCars(deps, orderId);
  const [files, tasks, inspected] = await Promise.all([
    findFilesOfCars(
      deps,
      rows.map((c) => c.id),
    ),
    carTasksOfOrder(deps, orderId),
    inspectedCarIds(deps, orderId),
  ]);
  const cars = rows.map((car) => {
    const task = car.isDelivered ? undefined : tasks.get(car.id);
    return presentCar(car, {
      car_files: files.filter((f) => f.carId === car.id).map((f) => presentCarFile(deps, f)),
      current_task: task ? { status: task.load.status as TaskStatus } : null,
      has_inspection: inspected.has(car.id),
    });
  });
  const driverFirstNames = [
    ...new Set([...tasks.values()].flatMap((task) => (task.driver?.firstName ? [task.driver.firstName] : []))),
  ];
  return { cars, driverFirstNames };
};

/**
 * The cars of an order with their files, the task of each car still on its way (the load carrying it) and
 * whether it was inspected.
 */
export const carsWithFiles = async (deps: Deps, orderId: number): Promise<CarDetail[]> =>
  (await carsAndDrivers(deps, orderId)).cars;

/**
 * A customer's order as GET /orders/{id} shows it: 404 when there is none or it is someone else's. Once a
 * transport company holds it, its name, its drivers' first names and its insurance (decision 055).
 */
export const getCustomerOrder = async (deps: Deps, user: OrderActor, orderId: number): Promise<OrderDetail> => {
  const order = await findLiveOrder(deps, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  const [{ cars, driverFirstNames }, owner, contactParts, ratings, cancellation, carrier] = await Promise.all([
    carsAndDrivers(deps, order.id),
    order.userId === null ? null : findUserById(deps, order.userId),
    orderContactParts(deps, order),
    orderRatings(deps, order.id),
    orderCancellation(deps, order.id),
    order.carrierBusinessId === null ? null : findBusiness(deps, order.carrierBusinessId),
  ]);
  return presentOrderDetail(order, {
    cars,
    owner: { id: order.userId, deletedAt: owner?.deletedAt ?? null },
    ...contactParts,
    ratings,
    cancellation,
    carrier: carrier ? { business: carrier, driverFirstNames } : null,
  });
};
