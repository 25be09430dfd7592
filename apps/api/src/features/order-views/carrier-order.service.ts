import { isOfferOpenTo, type CarrierOrderDetail } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { carsWithFiles } from './order-detail.service.js';
import { orderContactParts } from '../orders/order-contacts.service.js';
import { carrierCancelRequestSummary } from '../order-requests/order-requests.service.js';
import { findOrderById } from '../orders/orders.service.js';
import { findBusiness, findUserById } from '../users/user-records.service.js';
import { presentCarrierOrder, withoutFiles } from './carrier-order.presenter.js';
import { isOfferSeen, markOfferSeen } from '../offers/offers.service.js';
import { companyBids } from '../bids/bids.service.js';

type Deps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

/** The caller's company holds the job (a dispatcher acts for his company). */
export const holdsJob = (user: Pick<UserRow, 'businessDetailsId'>, order: Pick<OrderRow, 'carrierBusinessId'>): boolean =>
  user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;

/** Whether the order is on the caller's load board: open to his company's regions and delivery types. */
export const isOfferFor = async (deps: { db: DbOrTx }, user: Pick<UserRow, 'businessDetailsId'>, order: OrderRow) => {
  if (user.businessDetailsId === null) return false;
  const business = await findBusiness(deps, user.businessDetailsId);
  if (!business) return false;
  return isOfferOpenTo(
    {
      status: order.status,
      carrier_business_id: order.carrierBusinessId,
      deleted: order.deletedAt !== null,
      shipping_method: order.shippingMethod,
      pickup_province: order.origin?.province ?? null,
    },
    { provinces: business.provinces, shipping_methods: business.shippingMethods },
  );
};

/**
 * GET /orders/{id} for a transport company or dispatcher (spec: offer detail and active job detail): its
 * own job in full, an offer open to it with the places hidden, anything else 403 (the web then goes back to
 * the board or the jobs list). An unapproved account gets the not-approved answer, as /offers needs approval.
 */
export const getCarrierOrder = async (
  deps: Deps,
  user: UserRow,
  orderId: number,
  opts: { readOnly?: boolean } = {},
): Promise<CarrierOrderDetail> => {
  if (!user.active) throw new AppError('account_inactive');
  const order = await findOrderById(deps, orderId);
  if (!order || order.deletedAt) throw notFound();
  const own = holdsJob(user, order);
  if (!own && !(await isOfferFor(deps, user, order))) throw notFound();
  const businessId = user.businessDetailsId as number;
  // seen as it was before this opening: the page can still say "new"; the board's highlight goes from now on
  // (an operator viewing as the user changes nothing: decision 069)
  const seen = await isOfferSeen(deps, businessId, order.id);
  if (!seen && !opts.readOnly) await markOfferSeen(deps, businessId, order.id);
  const [cars, owner, contacts, bids, cancelRequest] = await Promise.all([
    carsWithFiles(deps, order.id),
    order.userId === null ? null : findUserById(deps, order.userId),
    own ? orderContactParts(deps, order) : null,
    companyBids(deps, businessId, order.id),
    own ? carrierCancelRequestSummary(deps, order.id, businessId) : null,
  ]);
  return presentCarrierOrder(order, {
    is_own_job: own,
    cars: own ? cars : withoutFiles(cars),
    contact_details: contacts?.contact_details ?? [],
    release_form_files: contacts?.release_form_files ?? [],
    bids,
    cancel_request: cancelRequest,
    seen_by_business: seen,
    ownerDeletedAt: owner?.deletedAt ?? null,
  });
};
