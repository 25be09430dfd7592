import {
  NotificationType,
  cardErrorField,
  CheckoutBusinessSchema,
  issueKey,
  OrderEvent,
  OrderStatus,
  provinceTaxType,
  taxProvince,
  totalDueCents,
  type CheckoutInput,
  type CheckoutResult,
  type PriceQuote,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { BusinessDetailsRow, CouponRow, OrderRow, PaymentRow, QuotePriceRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ChargeResult, PaymentSource } from '../../platform/payments/index.js';
import { assertQuotePayable, assignQuotedCarrier } from '../auto-dispatch/quote-acceptance.service.js';
import { useCoupon } from '../coupons/coupons.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { actorUserId } from '../orders/orders.policy.js';
import type { Caller } from '../pricing/pricing.service.js';
import { updateBusiness } from '../users/user-records.service.js';
import { findFranchiseLocations } from '../accounts/accounts.service.js';
import { enqueueOrderConfirmation } from './checkout.emails.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { businessRowIsFilled } from '../users/user-records.service.js';
import { assertBookable, assertPayable } from './checkout.policy.js';
import {
  findPayment,
  findSavedCard,
  findSucceededPayment,
  insertPaymentOnce,
  insertSavedCard,
  updatePayment,
} from './checkout.repository.js';
import { businessOf, checkoutQuote, couponFor, excludesFuelFee, expressBeforeNoon, loadOwnOrder } from './checkout.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'jobs'>;

const booked = (order: Pick<OrderRow, 'id' | 'orderNumber'>): CheckoutResult => ({
  status: 'succeeded',
  order_id: order.id,
  order_number: order.orderNumber,
  current_step: 6,
});

/** Business details sent with the order when the business is not filled yet (spec §5): all or a 422. */
const businessPatch = (input: CheckoutInput) => {
  const parsed = CheckoutBusinessSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'name');
    (errors[key] ??= []).push(issue.message && !issue.message.includes(' ') ? issue.message : issueKey(issue));
  }
  throw new AppError('validation', 'The given data was invalid.', errors);
};

const CARD_FIELD_KEYS = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc', global: 'card' } as const;
const cardError = (code: string) => fieldError(CARD_FIELD_KEYS[cardErrorField(code)], code);

type Plan = {
  order: OrderRow;
  quote: PriceQuote;
  amountCents: number;
  /** an auction customer paying by invoice: no fuel fee (spec §6) */
  excludeFuelFee: boolean;
  business: BusinessDetailsRow | null;
  businessFill: ReturnType<typeof businessPatch> | null;
  coupon: CouponRow | null;
  /** auto dispatch: the carrier quote the customer accepted, which prices the order and gets the job */
  acceptedQuote: QuotePriceRow | null;
};

/**
 * The booking, in one transaction: the order's final price, coupon, franchise location and payment choice;
 * the payment marked succeeded; the card kept if asked; the order booked through the lifecycle; the
 * confirmation email queued. An order someone else booked meanwhile is answered as booked (a retry).
 */
const commitBooking = async (
  deps: Deps,
  caller: Caller,
  plan: Plan,
  input: CheckoutInput,
  payment: PaymentRow,
  charge: ChargeResult | null,
) =>
  deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const order = await lockOrderForUpdate({ db: tx }, plan.order.id);
    if (!order) throw new AppError('not_found');
    // Booked meanwhile by a retry of this attempt (or another tab): answer it, charge and book nothing more.
    if (await findSucceededPayment(tx, order.id)) return booked(order);
    const quote = plan.acceptedQuote;
    if (order.status !== (quote ? OrderStatus.AutoDispatchPending : OrderStatus.Draft))
      throw new AppError('conflict', 'order.not_payable');
    const card = charge?.status === 'succeeded' ? charge.card : null;
    await updatePayment(tx, payment.id, {
      status: 'succeeded',
      paymentIntentId: charge?.paymentIntentId ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      updatedAt: now,
    });
    const ownerId = actorUserId(caller.user);
    if (charge?.status === 'succeeded' && charge.reusableRef && input.card?.save && ownerId !== null) {
      await insertSavedCard(tx, {
        userId: ownerId,
        provider: deps.payments.kind,
        gatewayRef: charge.reusableRef,
        brand: charge.card.brand,
        last4: charge.card.last4,
      });
    }
    if (plan.businessFill && plan.business) {
      const b = plan.businessFill;
      await updateBusiness({ db: tx }, plan.business.id, {
        name: b.name,
        address: b.address,
        city: b.city ?? null,
        province: b.province,
        zipCode: b.zip_code,
        phone: b.phone,
        email: b.email,
        dealerLicense: b.dealer_license,
        taxId: b.tax_id,
        lat: b.lat,
        lng: b.lng,
        updatedAt: now,
      });
    }
    if (plan.coupon) await useCoupon({ db: tx }, plan.coupon.id, order.id, now);
    const q = plan.quote;
    const province = order.origin && order.destination ? taxProvince(order.origin, order.destination) : null;
    await patchOrder({ db: tx }, order, {
      dealerPriceCents: q.dealerPriceCents,
      dealerPriceTvaCents: plan.amountCents,
      fuelFeeCents: plan.excludeFuelFee ? 0 : q.fuelFeeCents,
      taxFeeCents: q.taxFeeCents,
      taxLines: q.taxLines,
      taxType: province ? provinceTaxType(province) : null,
      initialTcPriceCents: q.carrierPriceCents,
      performanceBonusCents: q.performanceBonusCents,
      couponId: plan.coupon?.id ?? null,
      couponCents: q.couponCents,
      franchiseLocationId: input.franchise_location_id ?? null,
      paidWithCard: input.paid_with_card,
      isExpressBeforeNoon: expressBeforeNoon(order, now),
      currentStep: 6,
      updatedAt: now,
    });
    const event = quote ? OrderEvent.AcceptCarrierQuote : OrderEvent.Book;
    const moved = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, { type: event, by: 'customer' });
    // auto dispatch: the job goes to the accepted quote's carrier instead of the load board
    if (quote) await assignQuotedCarrier({ ...deps, db: tx }, moved, quote);
    // the confirmation is a receipt (never muted), so it is not the notification's e-mail
    await enqueueOrderConfirmation(deps, tx, moved.id);
    await notify(tx, deps, {
      userIds: await customerAudience({ db: tx }, moved),
      type: NotificationType.OrderBooked,
      orderId: moved.id,
      params: { order_number: moved.orderNumber },
    });
    return booked(moved);
  });

const franchiseBelongs = async (deps: Deps, business: BusinessDetailsRow | null, id: number) =>
  business !== null && (await findFranchiseLocations(deps, business.id)).some((l) => l.id === id);

const chargeSource = async (
  db: DbOrTx,
  caller: Caller,
  input: CheckoutInput,
): Promise<{ source: PaymentSource; fingerprint: string }> => {
  const ownerId = actorUserId(caller.user);
  if (input.card?.card_id) {
    const saved = ownerId === null ? null : await findSavedCard(db, ownerId, input.card.card_id);
    if (!saved) throw fieldError('card', 'cardNotFound');
    return { source: { savedRef: saved.gatewayRef }, fingerprint: `card-${saved.id}` };
  }
  if (input.card?.token) return { source: { token: input.card.token }, fingerprint: `token-${input.card.token}` };
  throw fieldError('card', 'isRequired');
};

/**
 * POST /checkout/{id}: places and pays an order. Idempotent per key (the `Idempotency-Key` header, the body's
 * `idempotency_key`, else one derived from the card): the attempt is recorded before the gateway is called
 * and the gateway gets the same key, so a double click, a retry or a crash between the charge and the commit
 * never charges twice, and an order is booked once.
 */
export const placeOrder = async (
  deps: Deps,
  caller: Caller,
  orderId: number,
  input: CheckoutInput,
  headerKey: string | undefined,
) => {
  const loaded = await loadOwnOrder(deps, caller, orderId);
  const { order } = loaded;
  if (await findSucceededPayment(deps.db, order.id)) return booked(order);
  assertPayable(order, loaded.acceptedQuote !== null);
  if (loaded.acceptedQuote) assertQuotePayable(loaded.acceptedQuote, deps.clock());
  await assertBookable(deps, order, loaded.acceptedQuote !== null);

  const business = await businessOf(deps, caller.user);
  const businessFill = business && !businessRowIsFilled(business) ? businessPatch(input) : null;
  if (!input.paid_with_card && !business?.canPayWithInvoice) throw fieldError('paid_with_card', 'invoiceNotAllowed');
  if (input.franchise_location_id && !(await franchiseBelongs(deps, business, input.franchise_location_id)))
    throw fieldError('franchise_location_id', 'invalidChoice');
  const coupon = await couponFor(deps, caller.user, input.coupon_id);
  const quote = checkoutQuote(loaded, caller, coupon);
  const excludeFuelFee = excludesFuelFee(business, input.paid_with_card);
  const amountCents = totalDueCents(quote, excludeFuelFee);
  const plan: Plan = {
    order,
    quote,
    amountCents,
    excludeFuelFee,
    business,
    businessFill,
    coupon,
    acceptedQuote: loaded.acceptedQuote,
  };

  if (!input.paid_with_card) {
    const key = headerKey ?? input.idempotency_key ?? 'invoice';
    const payment = await insertPaymentOnce(deps.db, {
      orderId: order.id,
      userId: actorUserId(caller.user),
      idempotencyKey: key,
      provider: 'invoice',
      status: 'pending',
      amountCents,
    });
    return commitBooking(deps, caller, plan, input, payment, null);
  }

  const { source, fingerprint } = input.payment_intent_id
    ? { source: null, fingerprint: 'resubmit' }
    : await chargeSource(deps.db, caller, input);
  const key = headerKey ?? input.idempotency_key ?? fingerprint;
  const existing = await findPayment(deps.db, order.id, key);
  if (existing?.status === 'succeeded') return booked(order);
  const payment =
    existing ??
    (await insertPaymentOnce(deps.db, {
      orderId: order.id,
      userId: actorUserId(caller.user),
      idempotencyKey: key,
      provider: deps.payments.kind,
      status: 'pending',
      amountCents,
    }));
  const gatewayKey = `routier-order-${order.id}-${key}`;

  let charge: ChargeResult;
  if (input.payment_intent_id) {
    if (payment.paymentIntentId !== input.payment_intent_id) throw fieldError('payment_intent_id', 'invalidValue');
    charge = await deps.payments.confirm(input.payment_intent_id, gatewayKey);
  } else {
    charge = await deps.payments.charge({
      amountCents,
      currency: 'cad',
      source: source!,
      idempotencyKey: gatewayKey,
      description: `Routier order ${order.orderNumber}`,
      saveCard: Boolean(input.card?.save),
    });
  }
  if (charge.status === 'failed') {
    await updatePayment(deps.db, payment.id, {
      status: 'failed',
      paymentIntentId: charge.paymentIntentId,
      errorCode: charge.code,
      updatedAt: deps.clock(),
    });
    throw cardError(charge.code);
  }
  if (charge.status === 'requires_action') {
    await updatePayment(deps.db, payment.id, {
      status: 'requires_action',
      paymentIntentId: charge.paymentIntentId,
      updatedAt: deps.clock(),
    });
    return {
      status: 'requires_action',
      payment_intent_id: charge.paymentIntentId,
      client_secret: charge.clientSecret,
    } satisfies CheckoutResult;
  }
  return commitBooking(deps, caller, plan, input, payment, charge);
};
