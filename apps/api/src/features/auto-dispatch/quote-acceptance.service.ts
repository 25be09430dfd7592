import {
  isQuoteExpired,
  NotificationType,
  OrderStatus,
  preferredQuoteId,
  quotedPriceQuote,
  quoteDisplayState,
  storedMethod,
  type PriceQuote,
  type QuoteAccepted,
  type QuotePrice,
  type QuotesResponse,
  type QuotesQuery,
  type RateCard,
  type ShippingMethod,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, QuotePriceRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { assignCarrierIfOpen, findLiveOrder, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { assertOwnOrder } from '../pricing/pricing.policy.js';
import { currentRateCard, orderTaxes, type Caller } from '../pricing/pricing.service.js';
import { companyRatingSummary } from '../reviews/rating-summary.service.js';
import { carrierAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { enqueueAutoDispatchMail } from './auto-dispatch.mail-job.js';
import { quoteExpired } from './auto-dispatch.policy.js';
import { presentQuotePrice, presentQuotesOrder } from './auto-dispatch.presenter.js';
import * as repo from './auto-dispatch.repository.js';

type DbDeps = { db: DbOrTx };
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const firstDay = (day: string | null, from: string | null) => day ?? from;
const lastDay = (day: string | null, to: string | null) => day ?? to;

type SortValue = (q: QuotePrice) => number | string | null;
const SORT_VALUES: Record<QuotesQuery['sortField'], SortValue> = {
  dealer_price: (q) => q.dealer_price,
  rating: (q) => q.rating,
  available_till: (q) => q.available_till,
  pickup_date: (q) => firstDay(q.pickup_date, q.pickup_from),
  dropoff_date: (q) => firstDay(q.dropoff_date, q.dropoff_from),
  created_at: (q) => q.id,
};

/** Sorted by a key, missing values last in either direction, ties by id. */
const sortQuotes = (rows: QuotePrice[], query: QuotesQuery) => {
  const value = SORT_VALUES[query.sortField];
  const sign = query.sortOrder === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? a.id - b.id : va === null ? 1 : -1;
    return (va < vb ? -1 : va > vb ? 1 : 0) * sign || a.id - b.id;
  });
};

/** GET /auto-dispatch/get-offers/{id}: the customer's order (a dealer's includes his sub-dealers') and its quotes. */
export const getQuotes = async (deps: Deps, caller: Caller, orderId: number, query: QuotesQuery): Promise<QuotesResponse> => {
  const order = assertOwnOrder(caller.user, await findLiveOrder(deps, orderId));
  if (!order.isAutoDispatch) throw notFound();
  const quotes = await repo.findOrderQuotes(deps.db, order.id);
  const ratings = new Map<number, number | null>();
  for (const businessId of new Set(quotes.map((q) => q.businessDetailsId))) {
    ratings.set(businessId, (await companyRatingSummary(deps, businessId)).averageRating);
  }
  const now = deps.clock();
  const bare = quotes.map((q) =>
    presentQuotePrice(q, order, { rating: ratings.get(q.businessDetailsId) ?? null, preferred: false }),
  );
  const preferred = preferredQuoteId(
    bare.map((q) => ({
      ...q,
      acceptable: order.status === OrderStatus.AutoDispatchPending && quoteDisplayState(q, now) === 'accept_offer',
    })),
  );
  return {
    data: sortQuotes(
      bare.map((q) => ({ ...q, is_preferred: q.id === preferred })),
      query,
    ),
    order: presentQuotesOrder(order),
  };
};

/** The price an accepted quote fixes: its dealer price, fuel fee and taxes; the carrier's price as quoted. */
export const priceOfQuote = (order: OrderRow, quote: QuotePriceRow, card: RateCard, now: Date, couponCents = 0): PriceQuote =>
  quotedPriceQuote({
    dealerPriceCents: quote.dealerPriceCents,
    carrierPriceCents: quote.carrierPriceCents,
    taxes: orderTaxes(order, now),
    couponCents,
    fuelFeeBp: card.fuelFeeBp,
    performanceBonusBp: card.performanceBonusBp,
  });

/**
 * GET /auto-dispatch/v2/accept-offer/{id} (a quote id): the quote accepted, the order's others inactive, the
 * order priced at the quote's dealer price with its method and dates; the customer then fills the notes
 * and pays (checkout books it to the quote's carrier). An expired or inactive quote is refused.
 */
export const acceptQuote = async (deps: Deps, caller: Caller, quoteId: number): Promise<QuoteAccepted> => {
  const quote = await repo.findQuote(deps.db, quoteId);
  if (!quote) throw notFound();
  const order = assertOwnOrder(caller.user, await findLiveOrder(deps, quote.orderId));
  const answer = { message: 'quote.accepted', order_id: order.id, quote_id: quote.id };
  if (quote.isAccepted && order.status === OrderStatus.AutoDispatchPending) return answer;
  if (order.status !== OrderStatus.AutoDispatchPending) throw new AppError('conflict', 'order.not_editable');
  const now = deps.clock();
  // an inactive quote is judged under the lock: the other quote accepted a moment ago answers 409, not 422
  if (isQuoteExpired({ available_till: quote.availableTill?.toISOString() ?? null }, now)) throw quoteExpired();
  const card = await currentRateCard(deps);
  return deps.db.transaction(async (tx) => {
    // the order row first, then its quotes: two accepts of one order's quotes queue instead of deadlocking
    const locked = await lockOrderForUpdate({ db: tx }, order.id);
    if (!locked) throw notFound();
    if (locked.status !== OrderStatus.AutoDispatchPending) throw new AppError('conflict', 'order.not_editable');
    const already = await repo.findAcceptedQuote(tx, order.id);
    if (already?.id === quote.id) return answer;
    if (already) throw new AppError('conflict', 'quote.other_accepted', { quote_id: ['otherQuoteAccepted'] });
    const accepted = await repo.markAccepted(tx, quote, now);
    if (!accepted) throw quoteExpired();
    const price = priceOfQuote(locked, quote, card, now);
    await patchOrder({ db: tx }, locked, {
      ...storedMethod(quote.shippingMethod as ShippingMethod),
      isExpress: false,
      dealerPriceCents: price.dealerPriceCents,
      dealerExpressPriceCents: null,
      dealerPriceTvaCents: price.totalCents,
      fuelFeeCents: price.fuelFeeCents,
      taxFeeCents: price.taxFeeCents,
      taxLines: price.taxLines,
      taxType: orderTaxes(locked, now).tax_type,
      discountBp: null,
      discountCents: 0,
      fuelFeeExcluded: false,
      couponId: null,
      couponCents: 0,
      initialTcPriceCents: price.carrierPriceCents,
      performanceBonusCents: price.performanceBonusCents,
      // the carrier's dates become the job's: its first pickup day and its last drop-off day
      startAt: firstDay(quote.pickupDate, quote.pickupFrom) ?? locked.startAt,
      dueDate: lastDay(quote.dropoffDate, quote.dropoffTo) ?? locked.dueDate,
      currentStep: 4,
      updatedAt: now,
    });
    return answer;
  });
};

/** The quote an order in auto dispatch pending was accepted at (checkout prices and books by it), or null. */
export const acceptedQuoteOf = async (deps: DbDeps, order: OrderRow): Promise<QuotePriceRow | null> =>
  order.status === OrderStatus.AutoDispatchPending ? repo.findAcceptedQuote(deps.db, order.id) : null;

/** Checkout refuses a quote that expired before payment (spec §8 quote_already_expired: `quote.already_expired`). */
export const assertQuotePayable = (quote: QuotePriceRow, now: Date) => {
  if (isQuoteExpired({ available_till: quote.availableTill?.toISOString() ?? null }, now)) throw quoteExpired();
};

/** After payment (in the booking's transaction): the job is the quote's company's, at its price; its quoter is told. */
export const assignQuotedCarrier = async (
  deps: Pick<AppDeps, 'jobs' | 'clock'> & DbDeps,
  order: OrderRow,
  quote: QuotePriceRow,
) => {
  const assigned = await assignCarrierIfOpen(deps, order, {
    businessId: quote.businessDetailsId,
    at: deps.clock(),
    statuses: [OrderStatus.Active],
    initialTcPriceCents: quote.carrierPriceCents,
  });
  if (!assigned) throw new AppError('conflict', 'order.not_payable');
  await notify(deps.db, deps, {
    userIds: await carrierAudience(deps, quote.businessDetailsId),
    type: NotificationType.QuoteAccepted,
    orderId: order.id,
    params: { order_number: order.orderNumber },
    email: {
      to: [quote.userId],
      send: (tx, userId) =>
        enqueueAutoDispatchMail(deps, tx, {
          kind: 'quote-accepted',
          orderId: order.id,
          orderNumber: order.orderNumber,
          userId,
        }),
    },
  });
  return assigned;
};

/** The customer's list shows how many quotes an auto dispatch awaiting them has received: a column of its page. */
export const quotesReceivedColumn = repo.quotesReceivedColumn;
