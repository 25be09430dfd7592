import { isStaff, type CarInspections, type Role } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { carTasksOfOrder } from '../loads/load-progress.service.js';
import { holdsLoadJob } from '../loads/load-progress.policy.js';
import { findOrderRow, orderCars } from '../orders/order-delivery.service.js';
import { canViewOrder } from '../orders/orders.policy.js';
import { findUserById } from '../users/user-records.service.js';
import { presentInspection } from './inspections.presenter.js';
import * as repo from './inspections.repository.js';

type Deps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

const fullName = (u: UserRow | null) => (u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || null : null);

/**
 * GET /orders/{id}/inspections: each car of the order with the load carrying it and its pickup and delivery
 * inspections (the latest of each), for the order's customer, the carrier holding the job and staff.
 */
export const getOrderInspections = async (deps: Deps, user: UserRow, orderId: number): Promise<{ data: CarInspections[] }> => {
  const order = await findOrderRow(deps, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order) && !holdsLoadJob(user, order) && !isStaff(user.role as Role)) throw notFound();
  return inspectionsOfOrder(deps, order.id);
};

/** Each car of an order with its task and its latest pickup and delivery inspections; the caller checked access. */
export const inspectionsOfOrder = async (deps: Deps, orderId: number): Promise<{ data: CarInspections[] }> => {
  const [cars, tasks, rows] = await Promise.all([
    orderCars(deps, orderId),
    carTasksOfOrder(deps, orderId),
    repo.findInspectionsOfOrder(deps.db, orderId),
  ]);
  const photos = await repo.findInspectionPhotos(
    deps.db,
    rows.map((r) => r.id),
  );
  const inspectors = new Map<number, string | null>();
  for (const id of new Set(rows.flatMap((r) => (r.inspectedByUserId ? [r.inspectedByUserId] : []))))
    inspectors.set(id, fullName(await findUserById(deps, id)));
  const latest = (carId: number, kind: string) => {
    const row = rows.filter((r) => r.carId === carId && r.kind === kind).at(-1);
    if (!row) return null;
    return presentInspection(
      deps,
      row,
      photos.filter((p) => p.inspectionId === row.id),
      row.inspectedByUserId ? (inspectors.get(row.inspectedByUserId) ?? null) : null,
    );
  };
  return {
    data: cars.map((car) => {
      const task = tasks.get(car.id);
      return {
        car_id: car.id,
        car_number: car.carNumber,
        vin: car.vin,
        make: car.make,
        model: car.model,
        year: car.year,
        is_delivered: car.isDelivered,
        task: task
          ? { load_id: task.load.id, status: task.load.status, progress: task.load.progress, driver_name: fullName(task.driver) }
          : null,
        pickup: latest(car.id, 'pickup'),
        delivery: latest(car.id, 'delivery'),
      };
    }),
  };
};
