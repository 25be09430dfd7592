import {
  addMonths,
  BODY_ERROR_KEY,
  businessDayStart,
  buildChart,
  chartMonths,
  OrderEvent,
  OrderStatus,
  orderStatusName,
  RatingType,
  roundAverage,
  type OrderRating,
  type RateOrderValues,
  type ReviewsQueryValues,
  type ReviewsResponse,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { RatingRow, UserRow } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { publishLive } from '../../platform/live/publish.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { findLiveOrder, findLiveOrders, lockOrderForUpdate } from '../orders/orders.service.js';
import { findUserNames } from '../users/user-records.service.js';
import { mayRateOrder, reviewedCompanyOf } from './reviews.policy.js';
import { presentOrderRating, presentReview, type ReviewAuthors } from './reviews.presenter.js';
import * as repo from './reviews.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How many of the newest reviews the carousel gets. */
export const LATEST_REVIEWS = 9;
const DAY_MS = 86_400_000;

/** An order's ratings as the customer's order page shows them. */
export const orderRatings = async (deps: { db: DbOrTx }, orderId: number): Promise<OrderRating[]> =>
  (await repo.findOrderRatings(deps.db, orderId)).map(presentOrderRating);

/**
 * POST /orders/ratings/{id}/dealer: the customer rates the transport company that delivered a completed (5)
 * order, once; the order becomes "completed and confirmed" (6) through the lifecycle in the same transaction.
 */
export const rateOrder = async (deps: Deps, user: UserRow, orderId: number, input: RateOrderValues) => {
  const order = await findLiveOrder(deps, orderId);
  if (!order) throw notFound();
  if (!mayRateOrder(user, order)) throw forbidden();
  if ((await repo.findOrderRatings(deps.db, order.id)).length > 0) throw new AppError('conflict', 'order.already_rated');
  if (order.status !== OrderStatus.Completed || order.carrierBusinessId === null) {
    throw new AppError('validation', 'order.not_ratable', { [BODY_ERROR_KEY]: ['order.not_ratable'] });
  }
  const carrierBusinessId = order.carrierBusinessId;
  return deps.db.transaction(async (tx) => {
    // the order row first (decision 042): the auto-confirmation or a second rating waits, then the status is read again
    const locked = await lockOrderForUpdate({ db: tx }, order.id);
    if (locked?.status !== OrderStatus.Completed) throw new AppError('conflict', 'order.status_changed');
    const row = await repo.insertRating(tx, {
      orderId: order.id,
      businessDetailsId: carrierBusinessId,
      userId: user.id,
      type: RatingType.CustomerRatesCarrier,
      rating: input.rating,
      feedback: input.feedback,
      createdAt: deps.clock(),
    });
    if (!row) throw new AppError('conflict', 'order.already_rated');
    const confirmed = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
      type: OrderEvent.Confirm,
      by: 'customer',
    });
    const owners = [...new Set([user.id, ...(order.userId === null ? [] : [order.userId])])];
    await publishLive(tx, { userIds: owners }, { kind: 'order', orderId: order.id });
    return {
      message: 'order.rated',
      status: confirmed.status,
      status_name: orderStatusName(confirmed.status),
      rating: presentOrderRating(row),
    };
  });
};

const dayStart = (day: string) => businessDayStart(day);

/** The instants [from, to) of a request's days (Toronto's, the end day included); none when it names no day. */
const requestRange = (q: Pick<ReviewsQueryValues, 'start_date' | 'end_date'>, now: Date): repo.RatingRange | undefined => {
  if (!q.start_date && !q.end_date) return undefined;
  return {
    from: q.start_date ? dayStart(q.start_date) : new Date(0),
    to: q.end_date ? new Date(dayStart(q.end_date).getTime() + DAY_MS) : new Date(now.getTime() + DAY_MS),
  };
};

const monthStart = (month: string) => businessDayStart(`${month}-01`);
const nextMonthStart = (month: string) => monthStart(addMonths(month, 1));

/** Names of the reviews' authors and numbers of their orders, in two queries. */
const reviewContext = async (deps: Deps, rows: RatingRow[]) => {
  const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [names, orders] = await Promise.all([findUserNames(deps, userIds), findLiveOrders(deps, orderIds)]);
  const authors: ReviewAuthors = new Map(names.map((n) => [n.id, n]));
  return { authors, orderNumbers: new Map(orders.map((o) => [o.id, o.orderNumber])) };
};

/**
 * POST /dashboard/transport-company/ratings: the caller's company's reviews (a page, the newest few for the
 * carousel), their average and count, and a chart of reviews per month, all within the requested days.
 */
export const companyReviews = async (deps: Deps, user: UserRow, q: ReviewsQueryValues): Promise<ReviewsResponse> => {
  const businessId = reviewedCompanyOf(user);
  const now = deps.clock();
  const range = requestRange(q, now);
  const months = chartMonths({ start: q.start_date ?? null, end: q.end_date ?? null }, now);
  if (businessId === null) {
    return {
      data: [],
      meta: { average_rating: null, total_reviews: 0 },
      latest_reviews: [],
      chart: buildChart(months, []),
      pagination: { current_page: q.page, last_page: 0, per_page: q.per_page, total: 0 },
    };
  }
  // whole months, cut to the requested days
  const chartRange = {
    from: new Date(Math.max(monthStart(months[0]).getTime(), range?.from.getTime() ?? 0)),
    to: new Date(Math.min(nextMonthStart(months[months.length - 1]).getTime(), range?.to.getTime() ?? Infinity)),
  };
  const [summary, page, latest, perMonth] = await Promise.all([
    repo.ratingSummary(deps.db, businessId, range),
    repo.companyRatingsPage(deps.db, businessId, {
      range,
      sort: q.sort_by,
      direction: q.sort_order,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    }),
    repo.companyRatingsPage(deps.db, businessId, {
      range,
      sort: 'created_at',
      direction: 'desc',
      limit: LATEST_REVIEWS,
      offset: 0,
    }),
    repo.ratingsPerMonth(deps.db, businessId, chartRange),
  ]);
  const { authors, orderNumbers } = await reviewContext(deps, [...page, ...latest]);
  return {
    data: page.map((r) => presentReview(r, authors, orderNumbers)),
    meta: { average_rating: roundAverage(summary.averageRating), total_reviews: summary.totalReviews },
    latest_reviews: latest.map((r) => presentReview(r, authors, orderNumbers)),
    chart: buildChart(months, perMonth),
    pagination: {
      current_page: q.page,
      last_page: Math.ceil(summary.totalReviews / q.per_page),
      per_page: q.per_page,
      total: summary.totalReviews,
    },
  };
};

/** A rating written straight in, as rateOrder would have (demo data). */
export const recordRating = (deps: { db: DbOrTx }, values: repo.NewRating) => repo.insertRating(deps.db, values);
