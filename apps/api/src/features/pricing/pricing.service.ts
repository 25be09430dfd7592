import {
  BUSINESS_TIME_ZONE,
  businessDayOf,
  CarType,
  DEFAULT_RATE_CARD,
  OrderEvent,
  centsToDollars,
  centsToDollarsOrNull,
  deliveryDays,
  freightTaxes,
  isExpressBeforeNoon,
  localParts,
  minDeliveryDate,
  placeTimeZone,
  previewRateCard,
  RateCardSchema,
  pricingOption,
  pricingOptions,
  quoteFor,
  quoteRequestAvailability,
  storedMethod,
  type FreightTaxes,
  type PricingContext,
  type QuoteRequestInput,
  type RateCard,
  type SavePricingOptionInput,
} from '@routier/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { SessionDiscount } from '../../plugins/auth.js';
import { raiseOrderEvent } from '../orders/order-events.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { findOrderWithCars, lockOrderForUpdate, patchOrder, type CarRow } from '../orders/orders.service.js';
import type { OrderActor } from '../orders/orders.policy.js';
import { assertOrderBookable } from '../orders/order-bookable.service.js';
import { assertOwnOrder, assertPriceEditable } from './pricing.policy.js';
import { findLatestRateCard, insertRateCard } from './pricing.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Who prices an order: a signed-in customer with his discounts in force, or a guest (none). */
export type Caller = { user: OrderActor; discounts: readonly SessionDiscount[] };

/** The rate card in force: the newest saved one, else the domain's defaults. */
export const currentRateCard = async ({ db }: { db: DbOrTx }): Promise<RateCard> =>
  (await findLatestRateCard(db))?.card ?? DEFAULT_RATE_CARD;

const versionOf = (row: { id: number } | null) => (row ? `v${row.id}` : 'default');

/** The card in force and its version (what the admin edits from). */
export const rateCardForEditing = async ({ db }: { db: DbOrTx }) => {
  const row = await findLatestRateCard(db);
  return { ...(row?.card ?? DEFAULT_RATE_CARD), version: versionOf(row) };
};

/** The rate card as the schema parses it (numeric keys arrive as strings): the same card. */
type ParsedRateCard = z.infer<typeof RateCardSchema>;
const asRateCard = (card: ParsedRateCard) => card as unknown as RateCard;

/**
 * A new version of the rate card, if the admin edited the version in force (409 otherwise); prices computed
 * from now on use it, stored orders keep theirs.
 */
export const saveRateCard = async ({ db, clock }: Deps, admin: UserRow, input: ParsedRateCard & { version: string }) =>
  db.transaction(async (tx) => {
    if (versionOf(await findLatestRateCard(tx)) !== input.version) throw new AppError('conflict', 'rateCard.changed');
    const { version: _edited, ...card } = input;
    const row = await insertRateCard(tx, asRateCard(card), admin.id, clock());
    return { ...row.card, version: versionOf(row) };
  });

/** The sample routes priced with a draft card and the current one. */
export const previewDraftRateCard = async (deps: Deps, draft: ParsedRateCard) =>
  previewRateCard(asRateCard(draft), await currentRateCard(deps), businessDayOf(deps.clock()));

/** The dealer discount in force (the largest unexpired one), in basis points. */
export const discountBpOf = (discounts: readonly SessionDiscount[]) =>
  discounts.length ? Math.max(...discounts.map((d) => d.discountBp)) : null;

/** The taxes of an order's transport priced at `now`: the place-of-supply rule with the rates of that business day. */
export const orderTaxes = (order: OrderRow, now: Date): FreightTaxes => {
  if (!order.origin || !order.destination) throw new AppError('conflict', 'order.no_addresses');
  return freightTaxes({ origin: order.origin, destination: order.destination }, businessDayOf(now));
};

/** What the pricing rules need to know about an order priced at `now` (its taxes are those of that business day). */
export const pricingContext = (order: OrderRow, cars: CarRow[], caller: Caller, card: RateCard, now: Date): PricingContext => {
  if (!order.origin || !order.destination) throw new AppError('conflict', 'order.no_addresses');
  const carList = cars.length
    ? cars.map((c) => ({ type: (c.type as CarType | null) ?? CarType.Sedan, operable: c.isOperable, antique: c.isAntique }))
    : Array.from({ length: order.carsAmount }, () => ({ type: CarType.Sedan, operable: true }));
  return {
    km: order.distanceKm,
    cars: carList,
    role: caller.user.role as PricingContext['role'],
    origin: order.origin,
    destination: order.destination,
    taxes: orderTaxes(order, now),
    discountBp: discountBpOf(caller.discounts),
    card,
  };
};

const loadOwn = async (deps: Deps, caller: Caller, orderId: number) => {
  const found = await findOrderWithCars(deps, orderId);
  const order = assertOwnOrder(caller.user, found?.order ?? null);
  return { order, cars: found?.cars ?? [], card: await currentRateCard(deps) };
};

/** The pickup's local today (YYYY-MM-DD) and time zone. */
const pickupClock = (order: OrderRow, now: Date) => {
  const timeZone = order.origin ? placeTimeZone(order.origin) : BUSINESS_TIME_ZONE;
  return { timeZone, today: localParts(now, timeZone).date };
};

const minDelivery = (order: OrderRow, now: Date) =>
  minDeliveryDate(order.startAt ?? pickupClock(order, now).today, order.distanceKm);

/** GET /pricing-options/v2/{id}. */
export const getPricingOptions = async (deps: Deps, caller: Caller, orderId: number) => {
  const { order, cars, card } = await loadOwn(deps, caller, orderId);
  const now = deps.clock();
  const { timeZone } = pickupClock(order, now);
  return {
    ...pricingOptions(pricingContext(order, cars, caller, card, now), now, timeZone),
    min_delivery: minDelivery(order, now),
    is_express_before_noon: isExpressBeforeNoon(now, timeZone),
  };
};

/** POST /pricing-options/{id}: stores the accepted price, its tax lines and the carrier price; step 4 next. */
export const savePricingOption = async (deps: Deps, caller: Caller, orderId: number, input: SavePricingOptionInput) => {
  const { order, cars, card } = await loadOwn(deps, caller, orderId);
  assertPriceEditable(order, caller.user);
  const now = deps.clock();
  const ctx = pricingContext(order, cars, caller, card, now);
  const option = pricingOption(ctx, input.shipping_method);
  if (!option.is_available) throw fieldError('shipping_method', option.reason ?? 'methodUnavailable');
  if (option.dealer_price === null) throw fieldError('shipping_method', 'noAutomaticPrice');
  const quote = quoteFor(ctx, input.shipping_method, input.is_express);
  const express = quoteFor(ctx, input.shipping_method, true);
  const { timeZone } = pickupClock(order, now);
  // under the order's row lock, as checkout books it: a price is never written on an order already paid for
  const saved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderForUpdate({ db: tx }, order.id);
    if (!locked) throw notFound();
    assertPriceEditable(locked, caller.user);
    return patchOrder({ db: tx }, order, {
      ...storedMethod(input.shipping_method),
      isExpress: input.is_express,
      isExpressBeforeNoon: input.is_express ? isExpressBeforeNoon(now, timeZone) : null,
      dealerPriceCents: quote.dealerPriceCents,
      dealerExpressPriceCents: express.dealerPriceCents,
      dealerPriceTvaCents: quote.totalCents,
      fuelFeeCents: quote.fuelFeeCents,
      taxFeeCents: quote.taxFeeCents,
      taxLines: quote.taxLines,
      taxType: ctx.taxes.tax_type,
      discountBp: ctx.discountBp,
      discountCents: quote.discountCents,
      fuelFeeExcluded: false,
      couponId: null,
      couponCents: 0,
      initialTcPriceCents: quote.carrierPriceCents,
      performanceBonusCents: quote.performanceBonusCents,
      deliveryDays: deliveryDays(ctx.km ?? 0, input.is_express),
      currentStep: 4,
      updatedAt: now,
    });
  });
  return {
    id: saved.id,
    current_step: saved.currentStep,
    shipping_method: saved.shippingMethod,
    is_enclosed: saved.isEnclosed,
    is_express: saved.isExpress,
    dealer_price: centsToDollarsOrNull(saved.dealerPriceCents),
    dealer_express_price: centsToDollarsOrNull(saved.dealerExpressPriceCents),
    fuel_fee: centsToDollars(saved.fuelFeeCents),
    tax_fee: centsToDollars(saved.taxFeeCents),
    dealer_price_tva: centsToDollarsOrNull(saved.dealerPriceTvaCents),
    delivery_days: saved.deliveryDays,
  };
};

/**
 * POST /pricing-options/{id}/quotes: the customer asks carriers for quotes (flexible, or priority by a
 * deliver-by day no earlier than the order's minimum); the order waits in auto dispatch pending.
 */
export const requestCarrierQuotes = async (
  deps: Deps & Pick<AppDeps, 'jobs'>,
  caller: Caller,
  orderId: number,
  input: QuoteRequestInput,
) => {
  const { order, cars, card } = await loadOwn(deps, caller, orderId);
  assertPriceEditable(order, caller.user);
  // carriers quote on complete cars, addresses and a start date (the contacts come after a quote is accepted)
  await assertOrderBookable(deps, order, { scope: 'quote-request' });
  const now = deps.clock();
  if (input.needed_by_date && input.needed_by_date < minDelivery(order, now))
    throw fieldError('needed_by_date', 'beforeMinDelivery');
  const method = input.shipping_method ?? null;
  // a method carriers may quote (a non-running car past 700 km: a flatbed, decision 058)
  const ctx = pricingContext(order, cars, caller, card, now);
  const quotable = quoteRequestAvailability(
    {
      km: ctx.km,
      cars: ctx.cars,
      role: ctx.role,
      originCountry: ctx.origin.country,
      destinationCountry: ctx.destination.country,
    },
    { shipping_method: method, enclosed: Boolean(input.enclosed) },
  );
  if (!quotable.available) throw fieldError('shipping_method', quotable.reason);
  return deps.db.transaction(async (tx) => {
    await patchOrder({ db: tx }, order, {
      neededByDate: input.needed_by_date ?? null,
      isAutoDispatch: true,
      ...(method ? { shippingMethod: method, isEnclosed: method === 3 && Boolean(input.enclosed) } : {}),
      updatedAt: now,
    });
    const moved = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
      type: OrderEvent.RequestCarrierQuotes,
      by: 'customer',
    });
    // matching carriers are asked to quote (email links to the quote and decline pages)
    await raiseOrderEvent('order.quotes-requested', { db: tx, jobs: deps.jobs, clock: deps.clock }, { orderId: moved.id });
    return {
      id: moved.id,
      status: moved.status,
      is_auto_dispatch: moved.isAutoDispatch,
      needed_by_date: moved.neededByDate,
      shipping_method: moved.shippingMethod,
      is_enclosed: moved.isEnclosed,
    };
  });
};
