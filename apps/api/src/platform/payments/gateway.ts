import type { CardBrand } from '@routier/domain';

/** What to charge: a browser-made token of a new card, or a saved card's reusable reference. */
export type PaymentSource = { token: string } | { savedRef: string };

export type ChargeRequest = {
  amountCents: number;
  currency: 'cad';
  source: PaymentSource;
  /** the same key never charges twice, whatever happens between the call and our commit */
  idempotencyKey: string;
  description: string;
  /** keep the card for later charges (returns `reusableRef`) */
  saveCard: boolean;
};

export type CardSummary = { brand: CardBrand; last4: string };

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string; card: CardSummary; reusableRef: string | null }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string; card: CardSummary }
  | { status: 'failed'; paymentIntentId: string | null; code: string; card: CardSummary | null };

/**
 * The payments adapter (ARCHITECTURE §4): the embedded sandbox by default, Stripe when configured. Cards are
 * tokenized in the browser by either; the server only ever sees tokens, brand and last 4.
 */
export type PaymentGateway = {
  kind: 'sandbox' | 'stripe';
  /** the browser's key (Stripe) or null (sandbox) */
  publishableKey: string | null;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  /** after the customer authenticated (3-D Secure): confirm the intent again */
  confirm: (paymentIntentId: string, idempotencyKey: string) => Promise<ChargeResult>;
  /** a webhook's event, once its signature is verified; null when the signature or secret is wrong (Stripe only) */
  parseWebhook?: (rawBody: Buffer, signature: string) => Promise<PaymentEvent | null>;
};

/** What the app reads from a payment provider's event. */
export type PaymentEvent = { id: string; type: string; paymentIntentId: string | null; code: string | null };
