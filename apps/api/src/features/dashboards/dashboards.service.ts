import {
  businessToday,
  centsToDollars,
  defaultMonthRange,
  deltaOf,
  monthRangeErrors,
  monthRangeInstants,
  monthsOf,
  previousPeriod,
  sameMonthsLastYear,
  addMonths,
  type DashboardRangeInput,
  type DealerDashboard,
  type MonthRange,
  type TransportCompanyDashboard,
  type TransportCompanyStats,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import type { CustomerScope } from '../orders/orders.policy.js';
import { AppError } from '../../lib/app-error.js';
import { carrierCompletedStats, carrierMonthFigures, customerMonthFigures } from '../orders/orders.service.js';
import { carrierCancellationMonths, customerCancellationMonths } from '../orders/order-cancellations.service.js';
import { companyRatingSummary } from '../reviews/rating-summary.service.js';
import { cachedDashboard } from './dashboards.cache.js';
import { dealerScope } from './dashboards.policy.js';
import { moneyDelta, presentRange } from './dashboards.presenter.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The months asked for (this year to date by default), checked against today's bounds: 422 per field. */
export const requestedRange = (input: DashboardRangeInput, today: Date): MonthRange => {
  const fallback = defaultMonthRange(today);
  const range = { start: input.start_date ?? fallback.start, end: input.end_date ?? fallback.end };
  const errors = monthRangeErrors(range, today);
  if (Object.keys(errors).length > 0)
    throw new AppError(
      'validation',
      'The given data was invalid.',
      Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])),
    );
  return range;
};

/** The window the figures are read over: the previous period and last year's months through the range's end. */
const windowOf = (range: MonthRange) => {
  const previous = previousPeriod(range);
  const lastYear = sameMonthsLastYear(range);
  const start = previous.start < lastYear.start ? previous.start : lastYear.start;
  return { previous, lastYear, instants: monthRangeInstants({ start, end: range.end }) };
};

const inRange = (month: string, range: MonthRange) => month >= range.start && month <= range.end;
const sumOver = <T extends { month: string }>(rows: T[], range: MonthRange, pick: (row: T) => number) =>
  rows.reduce((sum, row) => (inRange(row.month, range) ? sum + pick(row) : sum), 0);

/** This year's months of the range against the same months a year earlier. */
const chartOf = <T extends { month: string }>(
  rows: T[],
  range: MonthRange,
  pick: (row: T) => number,
  toValue: (n: number) => number,
) => {
  const byMonth = new Map(rows.map((r) => [r.month, pick(r)]));
  return monthsOf(range).map((month) => ({
    interval: month,
    current_year: toValue(byMonth.get(month) ?? 0),
    last_year: toValue(byMonth.get(addMonths(month, -12)) ?? 0),
  }));
};

/** Today on Toronto's clock: the day the figures (overdue jobs, the cache) are counted for. */
const dayOf = (at: Date) => businessToday(at);

export const dealerDashboard = async (deps: Deps, user: UserRow, input: DashboardRangeInput): Promise<DealerDashboard> => {
  const today = deps.clock();
  const range = requestedRange(input, today);
  const scope = dealerScope(user);
  const key = `dealer:${scope.by}:${scope.id}:${range.start}:${range.end}:${dayOf(today)}`;
  return cachedDashboard(deps.db, key, () => readDealerDashboard(deps, scope, range));
};

const readDealerDashboard = async (deps: Deps, scope: CustomerScope, range: MonthRange): Promise<DealerDashboard> => {
  const { previous, instants } = windowOf(range);
  const [f, cancelled] = await Promise.all([
    customerMonthFigures(deps, scope, instants),
    customerCancellationMonths(deps, scope, instants),
  ]);
  // a cancellation's fee is spending, in the month it was cancelled (decision 054)
  const spent = [
    ...f.booked.map((b) => ({ month: b.month, cents: b.paidCents })),
    ...cancelled.map((c) => ({ month: c.month, cents: c.feeCents })),
  ];
  const spentByMonth = [
    ...spent.reduce((m, s) => m.set(s.month, (m.get(s.month) ?? 0) + s.cents), new Map<string, number>()),
  ].map(([month, cents]) => ({ month, cents }));
  const booked = (r: MonthRange) => ({
    paid: sumOver(spentByMonth, r, (b) => b.cents),
    drive_away: sumOver(f.booked, r, (b) => b.driveAway),
    flatbed: sumOver(f.booked, r, (b) => b.flatbed),
    haul_away: sumOver(f.booked, r, (b) => b.haulAway),
    completed: sumOver(f.completed, r, (c) => c.count),
  });
  const now = booked(range);
  const before = booked(previous);
  return {
    range: presentRange(range),
    previous_range: presentRange(previous),
    total_spend: centsToDollars(now.paid),
    cancellation_fees: centsToDollars(sumOver(cancelled, range, (c) => c.feeCents)),
    refunded: centsToDollars(sumOver(cancelled, range, (c) => c.refundCents)),
    orders_completed: now.completed,
    orders_by_type: { drive_away: now.drive_away, flatbed: now.flatbed, haul_away: now.haul_away },
    orders_in_progress: f.inProgress,
    awaiting_quotes: f.awaitingQuotes,
    delta: {
      total_spend: moneyDelta(now.paid, before.paid),
      orders_completed: deltaOf(now.completed, before.completed),
      drive_away: deltaOf(now.drive_away, before.drive_away),
      flatbed: deltaOf(now.flatbed, before.flatbed),
      haul_away: deltaOf(now.haul_away, before.haul_away),
    },
    chart: chartOf(spentByMonth, range, (b) => b.cents, centsToDollars),
  };
};

/** A company's dashboard; a company account without its business yet has no jobs. */
export const transportCompanyDashboard = async (
  deps: Deps,
  user: UserRow,
  input: DashboardRangeInput,
): Promise<TransportCompanyDashboard> => {
  const today = deps.clock();
  const range = requestedRange(input, today);
  const businessId = user.businessDetailsId ?? -1;
  const key = `company:${businessId}:${range.start}:${range.end}:${dayOf(today)}`;
  return cachedDashboard(deps.db, key, () => readCompanyDashboard(deps, businessId, range, dayOf(today)));
};

const readCompanyDashboard = async (
  deps: Deps,
  businessId: number,
  range: MonthRange,
  today: string,
): Promise<TransportCompanyDashboard> => {
  const { previous, instants } = windowOf(range);
  const [f, rating, cancelled] = await Promise.all([
    carrierMonthFigures(deps, businessId, { ...instants, today }),
    companyRatingSummary(deps, businessId, monthRangeInstants(range)),
    carrierCancellationMonths(deps, businessId, instants),
  ]);
  const figures = (r: MonthRange) => ({
    revenue: sumOver(f.completed, r, (c) => c.revenueCents),
    completed: sumOver(f.completed, r, (c) => c.count),
    late: sumOver(f.completed, r, (c) => c.late) + sumOver(f.overdue, r, (o) => o.count),
    // a job its customer cancelled after the company took it is neither in progress nor late: it is cancelled
    cancelled: sumOver(cancelled, r, (c) => c.count),
  });
  const now = figures(range);
  const before = figures(previous);
  return {
    range: presentRange(range),
    previous_range: presentRange(previous),
    net_revenue: centsToDollars(now.revenue),
    orders_completed: now.completed,
    orders_in_progress: f.inProgress,
    late_orders: now.late,
    orders_cancelled: now.cancelled,
    rating_average: rating.averageRating === null ? null : Math.round(rating.averageRating * 10) / 10,
    total_reviews: rating.totalReviews,
    delta: {
      net_revenue: moneyDelta(now.revenue, before.revenue),
      orders_completed: deltaOf(now.completed, before.completed),
      late_orders: deltaOf(now.late, before.late),
      orders_cancelled: deltaOf(now.cancelled, before.cancelled),
    },
    chart: chartOf(f.completed, range, (c) => c.revenueCents, centsToDollars),
  };
};

export const transportCompanyStats = async (
  deps: Deps,
  user: UserRow,
  input: DashboardRangeInput,
): Promise<TransportCompanyStats> => {
  const range = requestedRange(input, deps.clock());
  const businessId = user.businessDetailsId ?? -1;
  return cachedDashboard(deps.db, `stats:${businessId}:${range.start}:${range.end}`, () =>
    readCompanyStats(deps, businessId, range),
  );
};

const readCompanyStats = async (deps: Deps, businessId: number, range: MonthRange): Promise<TransportCompanyStats> => {
  const s = await carrierCompletedStats(deps, businessId, monthRangeInstants(range));
  return {
    range: presentRange(range),
    jobs_by_method: { drive_away: s.driveAway, flatbed: s.flatbed, haul_away: s.haulAway, enclosed: s.enclosed },
    cars_delivered: s.cars,
    on_time_percent: s.jobs === 0 ? null : Math.round((s.onTime / s.jobs) * 1000) / 10,
    average_days_to_deliver: s.daysCount === 0 ? null : Math.round((s.daysSum / s.daysCount) * 10) / 10,
    average_revenue_per_job: s.jobs === 0 ? null : centsToDollars(Math.round(s.revenueCents / s.jobs)),
  };
};
