import { DEFAULT_LOCALE, isLocale, Role } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { billOfLadingFileName, renderBillOfLading } from './bill-of-lading.pdf.js';
import { findOrderContactDetails } from '../orders/order-contacts.service.js';
import { canViewOrder } from '../orders/orders.policy.js';
import { findCars, findLiveOrder } from '../orders/orders.service.js';
import { carTasksOfOrder } from '../loads/load-progress.service.js';
import { inspectionsOfCar } from '../inspections/inspection-records.service.js';

/**
 * The order's parties: its customer (a dealer also his sub-dealers'), the carrier that holds the job, and the
 * driver of the load carrying the car.
 */
const isOrderParty = async (deps: Pick<AppDeps, 'db'>, user: UserRow, order: OrderRow, carId: number) => {
  if (canViewOrder(user, order)) return true;
  const carrier = user.role === Role.TransportCompany || user.role === Role.Dispatcher;
  if (carrier) return user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;
  if (user.role !== Role.Driver) return false;
  return (await carTasksOfOrder(deps, order.id)).get(carId)?.load.driverUserId === user.id;
};

/** GET /cars/bill-of-lading/{id}: one car's bill of lading, in the requester's language. */
export const billOfLading = async (deps: Pick<AppDeps, 'db'>, user: UserRow, carId: number) => {
  const [car] = await findCars(deps, [carId]);
  if (!car) throw notFound();
  const order = await findLiveOrder(deps, car.orderId);
  if (!order) throw notFound();
  if (!(await isOrderParty(deps, user, order, car.id))) throw notFound();
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const [contacts, inspections] = await Promise.all([findOrderContactDetails(deps, order.id), inspectionsOfCar(deps, car.id)]);
  return {
    fileName: billOfLadingFileName(locale, order, car),
    pdf: await renderBillOfLading({ locale, order, car, contacts, inspections }),
  };
};
