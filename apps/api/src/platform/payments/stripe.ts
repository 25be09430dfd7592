import Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand } from '@routier/domain';
import type { CardSummary, ChargeRequest, ChargeResult, GatewayCharge, PaymentEvent, PaymentGateway } from './gateway.js';

export type StripeConfig = { secretKey: string; publishableKey: string | null; apiBase: string; webhookSecret?: string };

const brandOf = (brand: string | undefined): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';

const cardOf = (intent: Stripe.PaymentIntent): CardSummary | null => {
  const pm = intent.payment_method;
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  return { brand: brandOf(pm.card.brand), last4: pm.card.last4 };
};

const UNKNOWN_CARD: CardSummary = { brand: 'unknown', last4: '0000' };

/** A reusable card is the customer and payment method Stripe keeps: "cus_…:pm_…". */
const splitSaved = (ref: string) => {
  const [customer, paymentMethod] = ref.split(':');
  return { customer, paymentMethod };
};

const failedCanceled = (paymentIntentId: string, card: CardSummary | null = null): ChargeResult => ({
  status: 'failed',
  paymentIntentId,
  code: 'canceled',
  card,
});

const resultOf = (intent: Stripe.PaymentIntent, reusableRef: string | null): ChargeResult => {
  const card = cardOf(intent) ?? UNKNOWN_CARD;
  if (intent.status === 'succeeded' || intent.status === 'processing')
    return { status: 'succeeded', paymentIntentId: intent.id, card, reusableRef };
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation')
    return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret ?? '', card };
  if (intent.status === 'canceled') return failedCanceled(intent.id, card);
  const error = intent.last_payment_error;
  return { status: 'failed', paymentIntentId: intent.id, code: error?.decline_code ?? error?.code ?? 'card_declined', card };
};

const failureOf = (error: unknown): ChargeResult => {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = error.payment_intent;
    return {
      status: 'failed',
      paymentIntentId: intent?.id ?? null,
      code: error.decline_code ?? error.code ?? 'card_declined',
      card: intent ? cardOf(intent) : null,
    };
  }
  throw error;
};

/**
 * Stripe PaymentIntents: the browser's Stripe.js makes a PaymentMethod (`pm_…`); the server creates an intent
 * with our idempotency key (Stripe returns the first answer to a repeated key), records its id, then confirms
 * it; an intent that `requires_action` is authenticated in the browser and confirmed again here.
 */
export const createStripeGateway = (config: StripeConfig): PaymentGateway & { client: Stripe } => {
  const base = new URL(config.apiBase);
  const client = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    telemetry: false,
  });

  /** Confirms an intent that awaits it (created, or authenticated in the browser); any other is answered as it is. */
  const confirmWith = async (paymentIntentId: string, idempotencyKey: string): Promise<ChargeResult> => {
    try {
      const current = await client.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
      if (current.status !== 'requires_confirmation') return resultOf(current, null);
      const intent = await client.paymentIntents.confirm(paymentIntentId, { expand: ['payment_method'] }, { idempotencyKey });
      return resultOf(intent, null);
    } catch (error) {
      return failureOf(error);
    }
  };
  const confirm = (paymentIntentId: string, idempotencyKey: string) =>
    confirmWith(paymentIntentId, `${idempotencyKey}:confirm-authenticated`);

  /** Creates the intent (not charged yet), lets the caller record its id, then confirms it. */
  const charge = async (request: ChargeRequest): Promise<ChargeResult> => {
    try {
      let customer: string | undefined;
      let paymentMethod: string;
      if ('savedRef' in request.source) ({ customer, paymentMethod } = splitSaved(request.source.savedRef));
      else {
        paymentMethod = request.source.token;
        if (request.saveCard)
          customer = (await client.customers.create({}, { idempotencyKey: `${request.idempotencyKey}:customer` })).id;
      }
      const created = await client.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: paymentMethod,
          customer,
          confirm: false,
          description: request.description,
          metadata: { order_id: String(request.orderId) },
          setup_future_usage: request.saveCard && 'token' in request.source ? 'off_session' : undefined,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      await request.recordIntent(created.id);
      const result = await confirmWith(created.id, `${request.idempotencyKey}:confirm`);
      const reusable = request.saveCard && customer && 'token' in request.source ? `${customer}:${paymentMethod}` : null;
      return result.status === 'succeeded' ? { ...result, reusableRef: reusable } : result;
    } catch (error) {
      return failureOf(error);
    }
  };

  const retrieve = async (paymentIntentId: string): Promise<ChargeResult | null> => {
    try {
      return resultOf(await client.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] }), null);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  };

  const cancel = async (paymentIntentId: string): Promise<ChargeResult> => {
    const current = await retrieve(paymentIntentId);
    if (!current || current.status !== 'requires_action') return current ?? failedCanceled(paymentIntentId);
    try {
      await client.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey: `${paymentIntentId}:cancel` });
      return failedCanceled(paymentIntentId, current.card);
    } catch (error) {
      // it succeeded meanwhile (the customer authenticated): Stripe refuses to cancel it
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return (await retrieve(paymentIntentId)) ?? failedCanceled(paymentIntentId);
    }
  };

  const refund = async (paymentIntentId: string, idempotencyKey: string, amountCents?: number) => {
    await client.refunds.create(
      amountCents === undefined ? { payment_intent: paymentIntentId } : { payment_intent: paymentIntentId, amount: amountCents },
      { idempotencyKey: `${idempotencyKey}:refund` },
    );
  };

  const charges = async (since: Date): Promise<GatewayCharge[]> => {
    const found: GatewayCharge[] = [];
    const list = client.paymentIntents.list({
      created: { gte: Math.floor(since.getTime() / 1000) },
      limit: 100,
      expand: ['data.latest_charge'],
    });
    for await (const intent of list) {
      if (intent.status !== 'succeeded') continue;
      const latest = intent.latest_charge;
      const orderId = Number(intent.metadata?.order_id);
      found.push({
        paymentIntentId: intent.id,
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
        amountCents: intent.amount_received ?? intent.amount,
        refundedCents: latest && typeof latest !== 'string' ? latest.amount_refunded : 0,
      });
    }
    return found;
  };

  /** Verifies Stripe's signature (the Stripe-Signature header, HMAC of the raw body with the endpoint secret). */
  const parseWebhook = async (rawBody: Buffer, signature: string): Promise<PaymentEvent | null> => {
    if (!config.webhookSecret) return null;
    try {
      // The async form works with either crypto provider the SDK picks (Node's or SubtleCrypto).
      const event = await client.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      const object = event.data.object as {
        object?: string;
        id?: string;
        last_payment_error?: { code?: string; decline_code?: string } | null;
      };
      const intent = object.object === 'payment_intent' ? (object.id ?? null) : null;
      const error = object.last_payment_error;
      return { id: event.id, type: event.type, paymentIntentId: intent, code: error?.decline_code ?? error?.code ?? null };
    } catch {
      return null;
    }
  };

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,
    charge,
    confirm,
    retrieve,
    cancel,
    refund,
    charges,
    parseWebhook,
    client,
  };
};
