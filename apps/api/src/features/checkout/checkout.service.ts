import {
  isExpressBeforeNoon,
  placeTimeZone,
  pricedMethod,
  presentPriceBreakdown,
  quoteBreakdown,
  quoteFor,
  type CheckoutDetails,
  type PriceQuote,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { BusinessDetailsRow, CouponRow, OrderRow } from '../../db/schema/index.js';
import { isGuestActor, type OrderActor } from '../orders/orders.policy.js';
import { fieldError } from '../../lib/app-error.js';
import { availableCoupon, availableCoupons } from '../coupons/coupons.service.js';
import { acceptedQuoteOf, priceOfQuote } from '../auto-dispatch/quote-acceptance.service.js';
import { findOrderWithCars } from '../orders/orders.service.js';
import { assertOwnOrder } from '../pricing/pricing.policy.js';
import { currentRateCard, discountBpOf, pricingContext, type Caller } from '../pricing/pricing.service.js';
import { findBusiness } from '../users/user-records.service.js';
import { checksOutForBusiness } from './checkout.policy.js';
import { presentBusinessDetails, presentCoupon, presentSavedCard } from './checkout.presenter.js';
import { findSavedCards, insertPaymentOnce, type NewPayment } from './checkout.repository.js';
import { findFranchiseLocations } from '../accounts/accounts.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** The caller's own order, with its cars, the rate card in force and the carrier quote it accepted (auto dispatch). */
export const loadOwnOrder = async (deps: Deps, caller: Caller, orderId: number) => {
  const found = await findOrderWithCars(deps, orderId);
  const order = assertOwnOrder(caller.user, found?.order ?? null);
  const acceptedQuote = await acceptedQuoteOf(deps, order);
  return { order, cars: found?.cars ?? [], card: await currentRateCard(deps), acceptedQuote };
};

export const businessOf = async (deps: Deps, user: OrderActor) =>
  !isGuestActor(user) && checksOutForBusiness(user) ? findBusiness(deps, user.businessDetailsId!) : null;

export const couponFor = async (deps: Deps, user: OrderActor, couponId: number | null | undefined): Promise<CouponRow | null> => {
  if (!couponId) return null;
  if (isGuestActor(user)) throw fieldError('coupon_id', 'couponUnavailable');
  const coupon = await availableCoupon(deps, user, couponId, deps.clock());
  if (!coupon) throw fieldError('coupon_id', 'couponUnavailable');
  return coupon;
};

/** The price of the order as it will be charged: its method and speed, the discount in force, the coupon. */
export const checkoutQuote = (
  loaded: Awaited<ReturnType<typeof loadOwnOrder>>,
  caller: Caller,
  coupon: CouponRow | null,
  now: Date,
): PriceQuote => {
  const { order, cars, card, acceptedQuote } = loaded;
  // an accepted carrier quote fixes the price (decision 035)
  if (acceptedQuote) return priceOfQuote(order, acceptedQuote, card, now, coupon?.amountCents ?? 0);
  const ctx = pricingContext(order, cars, caller, card, now);
  return quoteFor(ctx, pricedMethod(order.shippingMethod ?? 3, order.isEnclosed), order.isExpress, {
    couponCents: coupon?.amountCents ?? 0,
  });
};

/**
 * The breakdown of the price as it will be charged (issue 18 §2): the confirm step shows it, the gateway
 * charges its total, booking stores its amounts on the order.
 */
export const checkoutBreakdown = (
  loaded: Awaited<ReturnType<typeof loadOwnOrder>>,
  caller: Caller,
  quote: PriceQuote,
  coupon: CouponRow | null,
  excludeFuelFee: boolean,
) =>
  quoteBreakdown(quote, {
    // an accepted carrier quote's price carries no dealer discount (decision 035)
    discountBp: loaded.acceptedQuote ? null : discountBpOf(caller.discounts),
    couponId: coupon?.id ?? null,
    excludeFuelFee,
  });

/** Spec §6: an auction customer paying by invoice does not pay the fuel fee. */
export const excludesFuelFee = (business: BusinessDetailsRow | null, paidWithCard: boolean) =>
  Boolean(business?.isAuction) && !paidWithCard;

export const expressBeforeNoon = (order: OrderRow, now: Date) =>
  order.isExpress && order.origin ? isExpressBeforeNoon(now, placeTimeZone(order.origin)) : false;

/** GET /checkout/{id}: saved cards, business details, coupons and the price summary (for a coupon and payment choice). */
export const getCheckout = async (
  deps: Deps,
  caller: Caller,
  orderId: number,
  choice: { coupon_id?: number; paid_with_card?: boolean },
): Promise<CheckoutDetails> => {
  const loaded = await loadOwnOrder(deps, caller, orderId);
  const user = caller.user;
  const business = await businessOf(deps, user);
  const coupon = await couponFor(deps, user, choice.coupon_id);
  const now = deps.clock();
  const quote = checkoutQuote(loaded, caller, coupon, now);
  return {
    cards: isGuestActor(user) ? [] : (await findSavedCards(deps.db, user.id)).map(presentSavedCard),
    business_details: business ? presentBusinessDetails(business, await findFranchiseLocations(deps, business.id)) : null,
    coupons: isGuestActor(user) ? [] : (await availableCoupons(deps, user, now)).map(presentCoupon),
    price_breakdown: presentPriceBreakdown(
      checkoutBreakdown(loaded, caller, quote, coupon, excludesFuelFee(business, choice.paid_with_card ?? true)),
    ),
    is_express_before_noon: expressBeforeNoon(loaded.order, now),
    payment_provider: deps.payments.kind,
    stripe_publishable_key: deps.payments.publishableKey,
  };
};

/** A card payment recorded as it was made earlier, outside a checkout (the demo data's bookings). */
export const recordEarlierPayment = ({ db }: Pick<Deps, 'db'>, values: NewPayment) => insertPaymentOnce(db, values);
