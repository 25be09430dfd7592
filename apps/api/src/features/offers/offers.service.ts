import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  businessToday,
  availableDates,
  NotificationType,
  OFFER_STATUSES,
  UNSEEN_OFFERS_COUNT_CAP,
  type OfferFilters,
  type OfferRow,
  type OffersQuery,
  type OffersSort,
  type Paged,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { orders, type BusinessDetailsRow, type OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate, type SortMap } from '../../lib/paging.js';
import {
  activeJobsQuery,
  assignCarrierIfOpen,
  findLiveOrder,
  lockOrderForUpdate,
  ORDER_TIE_BREAKER,
} from '../orders/orders.service.js';
import { enqueueOfferMail } from './offers.mail-job.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { isOpenTo, offersStatement, requireCompany, requireInsurance } from './offers.policy.js';
import { presentOffer } from './offers.presenter.js';
import * as repo from './offers.repository.js';

type DbDeps = { db: DbOrTx };
const today = (clock: () => Date) => businessToday(clock());

export const OFFERS_SORT_COLUMNS: SortMap<OffersSort> = {
  due_date: orders.dueDate,
  start_at: orders.startAt,
  created_at: orders.createdAt,
  order_number: orders.orderNumber,
  from_city: orders.fromCity,
  to_city: orders.toCity,
  cars_amount: orders.carsAmount,
  price: orders.carrierPriceCents,
};

/**
 * GET /orders/available: the company's board, filtered, sorted and paged; the offers it has not opened flagged.
 * Its total counts the offers only a few pages past the requested one (meta.total_capped), so a page costs the
 * same however large the board.
 */
export const listOffers = async (
  { db }: DbDeps,
  business: BusinessDetailsRow | null,
  query: OffersQuery,
  url: string,
): Promise<Paged<OfferRow>> => {
  const company = requireCompany(business);
  const board = offersStatement(company, query);
  const paged = await paginate({
    // whether the company opened each offer comes with the page, in its statement
    query: activeJobsQuery(
      { db },
      {
        scope: board.condition,
        statuses: OFFER_STATUSES,
        shape: { key: `offers:${board.key}`, values: { ...board.values, company: company.id } },
      },
      { seen: repo.seenByCompany(sql.placeholder('company')) },
    ),
    sorts: OFFERS_SORT_COLUMNS,
    request: query,
    tieBreaker: ORDER_TIE_BREAKER,
    url,
    capTotal: true,
  });
  return mapPage(paged, (rows) => rows.map((r) => presentOffer(r, r.seen)));
};

/** GET /orders/unseen-counter: offers open to the company that nobody in it has opened, counted up to the cap. */
export const countUnseenOffers = async ({ db }: DbDeps, business: BusinessDetailsRow | null) => {
  if (!business) return { count: 0 };
  const board = offersStatement(business);
  const unseen = and(board.condition, notInArray(orders.id, repo.seenOrderIds(db, sql.placeholder('company')))) as SQL;
  const query = activeJobsQuery(
    { db },
    {
      scope: unseen,
      statuses: OFFER_STATUSES,
      shape: { key: `unseen-offers:${board.key}`, values: { ...board.values, company: business.id } },
    },
  );
  return { count: await query.count(UNSEEN_OFFERS_COUNT_CAP) };
};

/** GET /orders/available-filters: the board's defaults, from the company's regions, types and saved filters. */
export const offerFilters = (business: BusinessDetailsRow | null): OfferFilters => {
  const company = requireCompany(business);
  return { provinces: company.provinces, shipping_methods: company.shippingMethods, order_filters: company.orderFilters };
};

/** Records that a company opened an offer (GET /orders/{id} calls it for carriers). */
export const markOfferSeen = ({ db, clock }: DbDeps & { clock: () => Date }, businessId: number, orderId: number) =>
  repo.insertOfferView(db, businessId, orderId, clock());

/** Has the company opened this offer? */
export const isOfferSeen = async ({ db }: DbDeps, businessId: number, orderId: number) =>
  (await repo.findSeenOrderIds(db, businessId, [orderId])).has(orderId);

/**
 * The offer a company may act on: open to it (404 otherwise: it need not learn the order exists), with
 * unexpired insurance. Shared by Apply and bids.
 */
export const openOfferFor = async (
  deps: DbDeps & { clock: () => Date },
  business: BusinessDetailsRow | null,
  orderId: number,
): Promise<{ company: BusinessDetailsRow; order: OrderRow }> => {
  const company = requireCompany(business);
  const order = await findLiveOrder(deps, orderId);
  if (!order) throw notFound();
  if (
    order.carrierBusinessId !== null &&
    order.carrierBusinessId !== company.id &&
    isOpenTo({ ...order, carrierBusinessId: null }, company)
  ) {
    throw new AppError('conflict', 'offer.taken', { offer: ['offerTaken'] });
  }
  if (!isOpenTo(order, company)) throw notFound();
  requireInsurance(company, today(deps.clock));
  return { company, order };
};

/**
 * Gives an open offer to a company and tells the customer, in one transaction. The conditional
 * UPDATE decides between two companies taking it at once: the second gets 409.
 */
export const assignOffer = async (
  deps: Pick<AppDeps, 'jobs' | 'clock'> & DbDeps,
  order: OrderRow,
  businessId: number,
  initialTcPriceCents?: number,
) => {
  // the order row locked and read again: a cancel or another carrier that got there first wins, this answers 409
  const current = await lockOrderForUpdate(deps, order.id);
  if (!current) throw notFound();
  if (current.carrierBusinessId === null && !(OFFER_STATUSES as readonly number[]).includes(current.status))
    throw new AppError('conflict', 'offer.closed', { offer: ['offerClosed'] });
  const assigned = await assignCarrierIfOpen(deps, current, {
    businessId,
    at: deps.clock(),
    statuses: OFFER_STATUSES,
    initialTcPriceCents,
  });
  if (!assigned) throw new AppError('conflict', 'offer.taken', { offer: ['offerTaken'] });
  await repo.insertOfferView(deps.db, businessId, order.id, deps.clock());
  await notify(deps.db, deps, {
    userIds: await customerAudience(deps, assigned),
    type: NotificationType.CarrierAssigned,
    orderId: assigned.id,
    params: { order_number: assigned.orderNumber },
    email: {
      send: (tx, userId) =>
        enqueueOfferMail(deps, tx, { kind: 'carrier-assigned', orderId: assigned.id, orderNumber: assigned.orderNumber, userId }),
    },
  });
  return assigned;
};

/** GET /orders/accept/{id}: Apply. The job is the caller's company's at once, at the offer's price. */
export const applyToOffer = async (
  deps: Pick<AppDeps, 'db' | 'jobs' | 'clock'>,
  business: BusinessDetailsRow | null,
  orderId: number,
) => {
  const { company, order } = await openOfferFor(deps, business, orderId);
  const assigned = await deps.db.transaction((tx) => assignOffer({ ...deps, db: tx }, order, company.id));
  return { message: 'offer.accepted', id: assigned.id };
};

/** GET /orders/available-dates/{id}: the days a carrier may pick for an offer or for its own job. */
export const offerAvailableDates = async (
  deps: DbDeps & { clock: () => Date },
  business: BusinessDetailsRow | null,
  orderId: number,
) => {
  const company = requireCompany(business);
  const order = await findLiveOrder(deps, orderId);
  if (!order || (order.carrierBusinessId !== company.id && !isOpenTo(order, company))) throw notFound();
  return { dates: availableDates(order.startAt, order.dueDate, today(deps.clock)) };
};
