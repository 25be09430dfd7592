import type { CardBrand } from '@routier/domain';

/** What to charge: a browser-made token of a new card, or a saved card's reusable reference. */
export type PaymentSource = { token: string } | { savedRef: string };

export type ChargeRequest = {
  /** the order it pays for (kept with the intent at the gateway, for reconciliation) */
  orderId: number;
  amountCents: number;
  currency: 'cad';
  source: PaymentSource;
  /** the same key never charges twice, whatever happens between the call and our commit */
  idempotencyKey: string;
  description: string;
  /** keep the card for later charges (returns `reusableRef`) */
  saveCard: boolean;
  /**
   * Called with the intent's id once it exists and before it can be charged: the caller stores it, so every
   * charge is findable even if the process dies before it learns the outcome.
   */
  recordIntent: (paymentIntentId: string) => Promise<void>;
};

/** A charge as the gateway sees it (what reconciliation compares with the recorded payments). */
export type GatewayCharge = { paymentIntentId: string; orderId: number | null; amountCents: number; refundedCents: number };

export type CardSummary = { brand: CardBrand; last4: string };

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string; card: CardSummary; reusableRef: string | null }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string; card: CardSummary }
  | { status: 'failed'; paymentIntentId: string | null; code: string; card: CardSummary | null };

/**
 * The payments adapter (docs/architecture.md, Adapters): the embedded sandbox by default, Stripe when configured. Cards are
 * tokenized in the browser by either; the server only ever sees tokens, brand and last 4.
 */
export type PaymentGateway = {
  kind: 'sandbox' | 'stripe';
  /** the browser's key (Stripe) or null (sandbox) */
  publishableKey: string | null;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  /** after the customer authenticated (3-D Secure): confirm the intent again */
  confirm: (paymentIntentId: string, idempotencyKey: string) => Promise<ChargeResult>;
  /** the intent's current outcome (null: the gateway does not know it) */
  retrieve: (paymentIntentId: string) => Promise<ChargeResult | null>;
  /**
   * Cancels an intent not charged yet; an intent that already succeeded is answered as succeeded (the caller
   * books or refunds it), one canceled as failed with the code `canceled`.
   */
  cancel: (paymentIntentId: string) => Promise<ChargeResult>;
  /**
   * gives back a succeeded charge: all of it, or `amountCents` of it (a cancellation keeps its fee); the same
   * key never refunds twice
   */
  refund: (paymentIntentId: string, idempotencyKey: string, amountCents?: number) => Promise<void>;
  /** the succeeded charges made since a date (for the reconciliation report) */
  charges: (since: Date) => Promise<GatewayCharge[]>;
  /** a webhook's event, once its signature is verified; null when the signature or secret is wrong (Stripe only) */
  parseWebhook?: (rawBody: Buffer, signature: string) => Promise<PaymentEvent | null>;
};

/** What the app reads from a payment provider's event. */
export type PaymentEvent = { id: string; type: string; paymentIntentId: string | null; code: string | null };
