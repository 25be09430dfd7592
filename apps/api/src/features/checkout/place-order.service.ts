import {
  cardErrorField,
  CheckoutBusinessSchema,
  issueKey,
  type CheckoutInput,
  type CheckoutResult,
  type FreightTaxType,
  type PriceQuote,
} from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { BusinessDetailsRow, OrderRow, PaymentBooking, PaymentRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ChargeResult, PaymentSource } from '../../platform/payments/index.js';
import { assertQuotePayable } from '../auto-dispatch/quote-acceptance.service.js';
import { actorUserId } from '../orders/orders.policy.js';
import { orderTaxes, type Caller } from '../pricing/pricing.service.js';
import { findFranchiseLocations } from '../accounts/accounts.service.js';
import { businessRowIsFilled } from '../users/user-records.service.js';
import { assertBookable, assertPayable } from './checkout.policy.js';
import {
  findLivePayment,
  findPayment,
  findPaymentByIntent,
  findSavedCard,
  findSucceededPayment,
  insertPaymentOnce,
  updatePayment,
  updatePaymentIf,
  type NewPayment,
} from './checkout.repository.js';
import { businessOf, checkoutBreakdown, checkoutQuote, couponFor, excludesFuelFee, loadOwnOrder } from './checkout.service.js';
import { faultAfterCharge } from './fault-injection.js';
import { booked, CheckoutConflict, gatewayKey, settleAttempt, type SettleDeps } from './payment-settlement.service.js';

type Deps = SettleDeps;

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

/** The business columns the checkout fills (kept on the attempt, written when the order is booked). */
const businessFill = (b: ReturnType<typeof businessPatch>) => ({
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
});

/** What the booking writes, fixed now: the price charged is the price booked, whoever books it. */
const bookingOf = (
  order: OrderRow,
  quote: PriceQuote,
  input: CheckoutInput,
  extra: {
    excludeFuelFee: boolean;
    discountBp: number | null;
    business: BusinessDetailsRow | null;
    fill: ReturnType<typeof businessPatch> | null;
    acceptedQuoteId: number | null;
    taxType: FreightTaxType;
  },
): PaymentBooking => {
  return {
    dealerPriceCents: quote.dealerPriceCents,
    fuelFeeCents: extra.excludeFuelFee ? 0 : quote.fuelFeeCents,
    taxFeeCents: quote.taxFeeCents,
    taxLines: quote.taxLines,
    taxType: extra.taxType,
    initialTcPriceCents: quote.carrierPriceCents,
    performanceBonusCents: quote.performanceBonusCents,
    couponCents: quote.couponCents,
    discountBp: extra.discountBp,
    discountCents: quote.discountCents,
    fuelFeeExcluded: extra.excludeFuelFee,
    franchiseLocationId: input.franchise_location_id ?? null,
    paidWithCard: input.paid_with_card,
    acceptedQuoteId: extra.acceptedQuoteId,
    business: extra.fill && extra.business ? { id: extra.business.id, fill: businessFill(extra.fill) } : null,
    saveCard: Boolean(input.card?.save),
  };
};

/** The unique index a failed insert ran into (PostgreSQL's 23505), through the driver's wrapping. */
const violatedConstraint = (error: unknown): string | null => {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
};

/**
 * A 3-D Secure attempt left waiting is replaced by a new one (the customer retried with a new key): its intent
 * is cancelled at the gateway, unless the gateway says it succeeded meanwhile, and then it books the order.
 */
const supersede = async (deps: Deps, live: PaymentRow): Promise<CheckoutResult | null> => {
  const outcome = await deps.payments.cancel(live.paymentIntentId!);
  if (outcome.status === 'succeeded') return settleAttempt(deps, live, outcome);
  if (outcome.status === 'requires_action') throw new AppError('conflict', CheckoutConflict.beingPaid);
  await updatePaymentIf(deps.db, live.id, ['requires_action'], {
    status: outcome.code === 'canceled' ? 'canceled' : 'failed',
    errorCode: outcome.code,
    updatedAt: deps.clock(),
  });
  return null;
};

/**
 * The attempt's row, committed before the gateway is called. The order's other live attempt makes it a 409
 * (being paid, or booked), unless that one waits for 3-D Secure (then it is replaced); a coupon another live
 * attempt holds makes it a 422 on `coupon_id`. The same key sent twice at once finds the first row.
 */
const recordAttempt = async (deps: Deps, values: NewPayment): Promise<{ payment: PaymentRow } | { result: CheckoutResult }> => {
  for (let round = 0; round < 3; round++) {
    try {
      return { payment: await insertPaymentOnce(deps.db, values) };
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === null) throw error;
      if (constraint === 'payments_one_live_per_coupon') throw fieldError('coupon_id', 'couponUnavailable');
      const live = await findLivePayment(deps.db, values.orderId);
      if (!live) continue; // it ended meanwhile
      if (live.status === 'succeeded') throw new AppError('conflict', CheckoutConflict.alreadyBooked);
      if (live.status !== 'requires_action' || !live.paymentIntentId) throw new AppError('conflict', CheckoutConflict.beingPaid);
      const result = await supersede(deps, live);
      if (result) return { result };
    }
  }
  throw new AppError('conflict', CheckoutConflict.beingPaid);
};

/** What the gateway answered, recorded on the attempt: a card error, a 3-D Secure challenge, or the booking. */
const afterCharge = async (deps: Deps, payment: PaymentRow, charge: ChargeResult): Promise<CheckoutResult> => {
  if (charge.status === 'failed') {
    await updatePaymentIf(deps.db, payment.id, ['pending', 'requires_action'], {
      status: charge.code === 'canceled' ? 'canceled' : 'failed',
      paymentIntentId: charge.paymentIntentId ?? payment.paymentIntentId,
      errorCode: charge.code,
      updatedAt: deps.clock(),
    });
    throw cardError(charge.code);
  }
  if (charge.status === 'requires_action') {
    await updatePaymentIf(deps.db, payment.id, ['pending', 'requires_action'], {
      status: 'requires_action',
      paymentIntentId: charge.paymentIntentId,
      updatedAt: deps.clock(),
    });
    return { status: 'requires_action', payment_intent_id: charge.paymentIntentId, client_secret: charge.clientSecret };
  }
  return settleAttempt(deps, payment, charge);
};

/** Charges a recorded attempt (an invoice is booked at once); the intent id is stored before it can be charged. */
const runAttempt = async (deps: Deps, order: OrderRow, payment: PaymentRow, source: PaymentSource | null) => {
  if (payment.provider === 'invoice') return settleAttempt(deps, payment, null);
  if (!source) throw fieldError('card', 'isRequired');
  const charge = await deps.payments.charge({
    orderId: order.id,
    amountCents: payment.amountCents,
    currency: 'cad',
    source,
    idempotencyKey: gatewayKey(payment),
    description: `Routier order ${order.orderNumber}`,
    saveCard: Boolean(payment.booking?.saveCard),
    recordIntent: async (paymentIntentId) => {
      await updatePayment(deps.db, payment.id, { paymentIntentId });
    },
  });
  faultAfterCharge();
  return afterCharge(deps, payment, charge);
};

/** An attempt that is over: its outcome again, as a 409 or its card error. */
const closedAttempt = (payment: PaymentRow): never => {
  if (payment.status === 'canceled') throw new AppError('conflict', CheckoutConflict.attemptReplaced);
  if (payment.status === 'refunded') throw new AppError('conflict', CheckoutConflict.refunded);
  if (payment.provider === 'invoice') throw new AppError('conflict', 'order.not_payable');
  throw cardError(payment.errorCode ?? 'card_declined');
};

/** A key sent again: the attempt's outcome, or the same charge asked again (the gateway answers it once). */
const resumeAttempt = async (deps: Deps, order: OrderRow, payment: PaymentRow, source: PaymentSource | null) => {
  if (payment.status === 'succeeded') return booked(order);
  if (payment.status === 'pending' || payment.status === 'requires_action') return runAttempt(deps, order, payment, source);
  return closedAttempt(payment);
};

/**
 * The resubmit after 3-D Secure: the attempt of that intent is confirmed at the gateway, then booked, or
 * refunded at once when the order can no longer be booked (its draft deleted meanwhile, say).
 */
const confirmAttempt = async (deps: Deps, payment: PaymentRow): Promise<CheckoutResult> => {
  if (payment.status === 'pending') throw new AppError('conflict', CheckoutConflict.beingPaid);
  if (payment.status === 'requires_action')
    return afterCharge(deps, payment, await deps.payments.confirm(payment.paymentIntentId!, gatewayKey(payment)));
  // settled already: the booking is answered again
  if (payment.status === 'succeeded') return settleAttempt(deps, payment, null);
  return closedAttempt(payment);
};

/**
 * The attempt a 3-D Secure resubmit names. Its own author may settle it even when the order is gone (a
 * deleted draft: the charge is then refunded); anyone else must be allowed the order.
 */
const attemptToConfirm = async (deps: Deps, caller: Caller, orderId: number, paymentIntentId: string) => {
  const payment = await findPaymentByIntent(deps.db, paymentIntentId);
  const author = actorUserId(caller.user);
  if (payment?.orderId === orderId && author !== null && payment.userId === author) return payment;
  await loadOwnOrder(deps, caller, orderId);
  if (!payment || payment.orderId !== orderId) throw fieldError('payment_intent_id', 'invalidValue');
  return payment;
};

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
 * `idempotency_key`, else one derived from the card): the attempt is recorded (committed) before the gateway is
 * called and the gateway gets the same key, so a double click, a retry or a crash between the charge and the
 * commit never charges twice. One order has at most one live attempt: a checkout of it with another key answers
 * 409 while one is being paid or once it is booked.
 */
export const placeOrder = async (
  deps: Deps,
  caller: Caller,
  orderId: number,
  input: CheckoutInput,
  headerKey: string | undefined,
): Promise<CheckoutResult> => {
  if (input.paid_with_card && input.payment_intent_id)
    return confirmAttempt(deps, await attemptToConfirm(deps, caller, orderId, input.payment_intent_id));
  const loaded = await loadOwnOrder(deps, caller, orderId);
  const { order } = loaded;
  const charging = input.paid_with_card ? await chargeSource(deps.db, caller, input) : null;
  const key = headerKey ?? input.idempotency_key ?? charging?.fingerprint ?? 'invoice';
  const mine = await findPayment(deps.db, order.id, key);
  if (mine) return resumeAttempt(deps, order, mine, charging?.source ?? null);
  if (await findSucceededPayment(deps.db, order.id)) throw new AppError('conflict', CheckoutConflict.alreadyBooked);
  assertPayable(order, loaded.acceptedQuote !== null);
  if (loaded.acceptedQuote) assertQuotePayable(loaded.acceptedQuote, deps.clock());
  await assertBookable(deps, order, loaded.acceptedQuote !== null);

  const business = await businessOf(deps, caller.user);
  const fill = business && !businessRowIsFilled(business) ? businessPatch(input) : null;
  if (!input.paid_with_card && !business?.canPayWithInvoice) throw fieldError('paid_with_card', 'invoiceNotAllowed');
  if (input.franchise_location_id && !(await franchiseBelongs(deps, business, input.franchise_location_id)))
    throw fieldError('franchise_location_id', 'invalidChoice');
  const coupon = await couponFor(deps, caller.user, input.coupon_id);
  const now = deps.clock();
  const quote = checkoutQuote(loaded, caller, coupon, now);
  const excludeFuelFee = excludesFuelFee(business, input.paid_with_card);
  const breakdown = checkoutBreakdown(loaded, caller, quote, coupon, excludeFuelFee);
  const recorded = await recordAttempt(deps, {
    orderId: order.id,
    userId: actorUserId(caller.user),
    idempotencyKey: key,
    provider: input.paid_with_card ? deps.payments.kind : 'invoice',
    status: 'pending',
    // the confirm step's total, the gateway's charge, the order's total and the invoice's are this one
    amountCents: breakdown.totalCents,
    createdAt: deps.clock(),
    updatedAt: deps.clock(),
    couponId: coupon?.id ?? null,
    booking: bookingOf(order, quote, input, {
      excludeFuelFee,
      discountBp: breakdown.discountBp,
      business,
      fill,
      acceptedQuoteId: loaded.acceptedQuote?.id ?? null,
      taxType: orderTaxes(order, now).tax_type,
    }),
  });
  if ('result' in recorded) return recorded.result;
  return runAttempt(deps, order, recorded.payment, charging?.source ?? null);
};
