import {
  businessToday,
  BidStatus,
  dayBefore,
  bidAmountCents,
  insuranceStatus,
  Msg,
  NotificationType,
  type AdminBidRow,
  type AdminBidsQuery,
  type BidFactsInput,
  type CarrierBid,
  type Paged,
  type PlaceBidInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { BidRow, BusinessDetailsRow, OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { enqueueOfferMail } from '../offers/offers.mail-job.js';
import { carrierAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { assignOffer, openOfferFor } from '../offers/offers.service.js';
import { carrierCompletedStats, findLiveOrders, lockOrderForUpdate } from '../orders/orders.service.js';
import { companyRatingSummary } from '../reviews/rating-summary.service.js';
import { findBusiness } from '../users/user-records.service.js';
import { presentAdminBid, presentCarrierBid } from './bids.presenter.js';
import * as repo from './bids.repository.js';

type DbDeps = { db: DbOrTx };
type Deps = Pick<AppDeps, 'db' | 'jobs' | 'clock'>;

const pendingExists = () => new AppError('conflict', 'bid.pending_exists', { bid: ['bidPending'] });

/** POST /bids/{orderId}: a company's price for an open offer, for an admin to accept or decline. */
export const placeBid = async (
  deps: Deps,
  user: UserRow,
  business: BusinessDetailsRow | null,
  orderId: number,
  input: PlaceBidInput,
) => {
  const { company, order } = await openOfferFor(deps, business, orderId);
  if (input.eta < dayBefore(businessToday(deps.clock()))) throw fieldError('eta', Msg.startDateTooEarly);
  const existing = await repo.findCompanyBids(deps.db, company.id, order.id);
  if (existing.some((b) => b.status === BidStatus.Pending)) throw pendingExists();
  const bid = await repo.insertBid(deps.db, {
    orderId: order.id,
    businessDetailsId: company.id,
    userId: user.id,
    amountCents: bidAmountCents(input.amount),
    eta: input.eta,
    createdAt: deps.clock(),
  });
  if (!bid) throw pendingExists();
  return { message: 'bid.placed', bid: presentCarrierBid(bid) };
};

/** A company's bids on an order (the carrier's order view: Place a bid is disabled while one is pending). */
export const companyBids = async ({ db }: DbDeps, businessId: number, orderId: number): Promise<CarrierBid[]> =>
  (await repo.findCompanyBids(db, businessId, orderId)).map(presentCarrierBid);

/**
 * A bidding company's record as the admin weighs it: its customers' rating, the jobs it delivered and how many
 * on or before their due date (the dashboards' own count, over all time), and its insurance today.
 */
const companyRecord = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  companyId: number,
  company: BusinessDetailsRow | null,
): Promise<BidFactsInput['company']> => {
  const now = deps.clock();
  const [rating, jobs] = await Promise.all([
    companyRatingSummary(deps, companyId),
    carrierCompletedStats(deps, companyId, { from: new Date(0), to: now }),
  ]);
  return {
    rating: { average: rating.averageRating, count: rating.totalReviews },
    delivered: jobs.jobs,
    onTime: jobs.onTime,
    insurance: insuranceStatus(company?.expiryDate ?? null, businessToday(now)),
  };
};

/** Bids as the admin sees them: with their orders, their companies and each company's record, read once per page. */
const presentForAdmin = async (deps: Pick<Deps, 'db' | 'clock'>, rows: BidRow[]): Promise<AdminBidRow[]> => {
  const orders = new Map((await findLiveOrders(deps, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]));
  const companyIds = [...new Set(rows.map((r) => r.businessDetailsId))];
  const companies = new Map<number, { company: BusinessDetailsRow | null; record: BidFactsInput['company'] }>();
  for (const id of companyIds) {
    const company = await findBusiness(deps, id);
    companies.set(id, { company, record: await companyRecord(deps, id, company) });
  }
  return rows.map((r) => {
    const c = companies.get(r.businessDetailsId)!;
    return presentAdminBid(r, orders.get(r.orderId), c.company, c.record);
  });
};

/** GET /admin/bids: every bid, pending first, with its order, its company and the facts to decide with. */
export const listAdminBids = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  query: AdminBidsQuery,
  url: string,
): Promise<Paged<AdminBidRow>> => {
  const paged = await paginate({
    query: repo.adminBidsQuery(deps.db, query.status as BidStatus | undefined),
    sorts: repo.ADMIN_BIDS_SORT_COLUMNS,
    request: query,
    tieBreaker: repo.BID_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => presentForAdmin(deps, rows));
};

/** GET /admin/bids/{id}: one bid with its facts. */
export const getAdminBid = async (deps: Pick<Deps, 'db' | 'clock'>, bidId: number): Promise<AdminBidRow> => {
  const bid = await repo.findBid(deps.db, bidId);
  if (!bid) throw notFound();
  return (await presentForAdmin(deps, [bid]))[0];
};

/** The bidding company (its account and dispatchers) is told; the bidder gets the e-mail. */
const tellDeclined = async (
  deps: Deps,
  tx: DbOrTx,
  bid: Pick<BidRow, 'businessDetailsId' | 'userId'>,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
) =>
  notify(tx, deps, {
    userIds: await carrierAudience({ db: tx }, bid.businessDetailsId),
    type: NotificationType.BidDecided,
    orderId: order.id,
    params: { order_number: order.orderNumber, approved: false },
    email: {
      to: [bid.userId],
      send: (t, userId) =>
        enqueueOfferMail(deps, t, { kind: 'bid-declined', orderId: order.id, orderNumber: order.orderNumber, userId }),
    },
  });

const decidedAlready = () => new AppError('conflict', 'bid.already_decided', { bid: ['bidDecided'] });
const otherBidAccepted = () => new AppError('conflict', 'bid.other_accepted', { bid: ['otherBidAccepted'] });

/**
 * POST /admin/bids/{id}/accept: the job goes to the bid's company at the bid's amount (the carrier price is
 * recomputed), the order's other pending bids are declined, and every bidder and the customer are emailed.
 * The order row is locked first (then the bids): two accepts of one order's bids queue instead of deadlocking,
 * and the second finds its bid declined by the first and answers 409.
 */
export const acceptBid = async (deps: Deps, bidId: number) =>
  deps.db.transaction(async (tx) => {
    const found = await repo.findBid(tx, bidId);
    if (!found) throw notFound();
    const order = await lockOrderForUpdate({ db: tx }, found.orderId);
    if (!order) throw notFound();
    // read again under the order's lock: another accept may have decided it meanwhile
    const bid = await repo.findBid(tx, bidId);
    if (!bid) throw notFound();
    if (bid.status !== BidStatus.Pending) throw order.carrierBusinessId !== null ? otherBidAccepted() : decidedAlready();
    if (order.carrierBusinessId !== null) throw otherBidAccepted();
    const at = deps.clock();
    const accepted = await repo.decidePendingBid(tx, bid.id, BidStatus.Accepted, at);
    if (!accepted) throw decidedAlready();
    await assignOffer({ ...deps, db: tx }, order, bid.businessDetailsId, bid.amountCents);
    const declined = await repo.declineOtherPendingBids(tx, order.id, bid.id, at);
    const mail = { orderId: order.id, orderNumber: order.orderNumber };
    await notify(tx, deps, {
      userIds: await carrierAudience({ db: tx }, accepted.businessDetailsId),
      type: NotificationType.BidDecided,
      orderId: order.id,
      params: { order_number: order.orderNumber, approved: true },
      email: {
        to: [accepted.userId],
        send: (t, userId) =>
          enqueueOfferMail(deps, t, { kind: 'bid-accepted', ...mail, userId, amountCents: accepted.amountCents }),
      },
    });
    for (const other of declined) await tellDeclined(deps, tx, other, order);
    return { message: 'bid.accepted', id: accepted.id };
  });

/**
 * An operator gave the job to a carrier directly (decision 068): the order's pending bids are declined, in his
 * transaction, and each bidder is told as for a declined bid.
 */
export const declinePendingBids = async (deps: Deps, tx: DbOrTx, order: Pick<OrderRow, 'id' | 'orderNumber'>) => {
  const declined = await repo.declineOtherPendingBids(tx, order.id, 0, deps.clock());
  for (const bid of declined) await tellDeclined(deps, tx, bid, order);
  return declined.length;
};

/** POST /admin/bids/{id}/decline: the bid is declined and its bidder emailed. */
export const declineBid = async (deps: Deps, bidId: number) =>
  deps.db.transaction(async (tx) => {
    const bid = await repo.findBid(tx, bidId);
    if (!bid) throw notFound();
    // the order row first, as every decision on the order does
    const order = await lockOrderForUpdate({ db: tx }, bid.orderId);
    const declined = await repo.decidePendingBid(tx, bid.id, BidStatus.Declined, deps.clock());
    if (!declined) throw decidedAlready();
    if (order) await tellDeclined(deps, tx, declined, order);
    return { message: 'bid.declined', id: declined.id };
  });
