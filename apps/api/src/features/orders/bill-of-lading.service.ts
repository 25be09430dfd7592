import { DEFAULT_LOCALE, isLocale, Role } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { billOfLadingFileName, renderBillOfLading } from './bill-of-lading.pdf.js';
import { findContactDetails } from './order-contacts.repository.js';
import { canViewOrder } from './orders.policy.js';
import { findCars, findOrder } from './orders.repository.js';

/** The order's parties: its customer (a dealer also his sub-dealers'), and the carrier that holds the job. */
const isOrderParty = (user: UserRow, order: OrderRow) => {
  if (canViewOrder(user, order)) return true;
  const carrier = user.role === Role.TransportCompany || user.role === Role.Dispatcher;
  return carrier && user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;
};

/** GET /cars/bill-of-lading/{id}: one car's bill of lading, in the requester's language. */
export const billOfLading = async (deps: Pick<AppDeps, 'db'>, user: UserRow, carId: number) => {
  const [car] = await findCars(deps.db, [carId]);
  if (!car) throw notFound();
  const order = await findOrder(deps.db, car.orderId);
  if (!order) throw notFound();
  if (!isOrderParty(user, order)) throw forbidden();
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const contacts = await findContactDetails(deps.db, order.id);
  return {
    fileName: billOfLadingFileName(locale, order, car),
    pdf: await renderBillOfLading({ locale, order, car, contacts }),
  };
};
