import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TaxLine } from '@routier/domain';
import { coupons } from './coupons.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Statuses of an attempt that hold the order (and its coupon): at most one per order. */
export const LIVE_PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded'] as const;

/**
 * What booking the order after a successful charge writes, fixed when the attempt is recorded: the customer's
 * request, the reconciliation job and the gateway's webhook all book with it (they have no request).
 */
export type PaymentBooking = {
  dealerPriceCents: number;
  fuelFeeCents: number;
  taxFeeCents: number;
  taxLines: TaxLine[];
  taxType: string | null;
  initialTcPriceCents: number | null;
  performanceBonusCents: number;
  couponCents: number;
  /** the dealer discount taken off (absent on attempts recorded before it was kept) */
  discountBp?: number | null;
  discountCents?: number;
  /** the fuel fee left out (an auction customer paying by invoice) */
  fuelFeeExcluded?: boolean;
  franchiseLocationId: number | null;
  paidWithCard: boolean;
  /** auto dispatch: the accepted carrier quote that gets the job */
  acceptedQuoteId: number | null;
  /** the business details sent with the order, written when it is booked */
  business: { id: number; fill: Record<string, unknown> } | null;
  /** keep the card for the customer (its reusable reference comes back with the charge) */
  saveCard: boolean;
};

/**
 * One row per attempt to pay for an order, keyed by the client's idempotency key: written (committed) before
 * the gateway is called, and its gateway intent id written before the intent can be charged, so a retry or a
 * crash between the charge and the commit never charges twice and every charge is findable. At most one
 * attempt per order is live (pending, requires_action or succeeded), and at most one live attempt holds a
 * coupon: a second checkout of the same order, or with the same coupon, fails at the insert.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** null for a guest's order */
    userId: integer('user_id').references(() => users.id),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    /** sandbox, stripe or invoice */
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    /** pending (gateway called), requires_action, succeeded, failed, canceled (superseded), refunded */
    status: varchar('status', { length: 20 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** given back of a succeeded charge: by a cancellation (the rest is the fee kept) and by operators' refunds */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** the coupon this attempt reserves while it is live */
    couponId: integer('coupon_id').references(() => coupons.id),
    booking: jsonb('booking').$type<PaymentBooking>(),
    currency: varchar('currency', { length: 3 }).notNull().default('cad'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    errorCode: varchar('error_code', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_key_unique').on(t.orderId, t.idempotencyKey),
    uniqueIndex('payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'requires_action', 'succeeded')`),
    uniqueIndex('payments_one_live_per_coupon')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null and ${t.status} in ('pending', 'requires_action', 'succeeded')`),
    index('payments_status_idx').on(t.status, t.updatedAt),
    index('payments_intent_idx').on(t.paymentIntentId),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * An operator's refund of part or all of a card payment (decision 063): recorded with the payment's
 * `refunded_cents` under the order's row lock, then made at the gateway by a job under a key of its own, so a
 * retry never refunds twice. It is the credit note of the order's customer invoice: the invoice's total less
 * its refunds is what the payment kept.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** the operator's key: the same key on the same payment is the same refund */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    /** pending (recorded, the gateway not asked yet), refunded (the gateway made it) */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_unique').on(t.paymentId, t.idempotencyKey),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** A customer's saved cards (spec §3): brand and last 4 only, and the gateway's reusable reference. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** the gateway's reusable payment method (never a card number) */
    gatewayRef: varchar('gateway_ref', { length: 255 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId)],
);
export type SavedCardRow = typeof savedCards.$inferSelect;

/** The sandbox gateway's payment intents (what Stripe keeps on its side), so it behaves the same across restarts. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull().unique(),
  clientSecret: varchar('client_secret', { length: 128 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** created (not charged yet), requires_action, authenticated, succeeded, failed, canceled */
  status: varchar('status', { length: 20 }).notNull(),
  /** what confirming does, from the test card: succeed, authenticate or decline:<code> */
  behaviour: varchar('behaviour', { length: 60 }).notNull().default('succeed'),
  /** the order it pays for (Stripe keeps it in the intent's metadata) */
  orderId: integer('order_id'),
  brand: varchar('brand', { length: 20 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  errorCode: varchar('error_code', { length: 60 }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** how much was given back (all of it, or part of it after a cancellation's fee) */
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's refunds, one per key (Stripe's refunds): several partial refunds of one intent add up. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: varchar('idempotency_key', { length: 255 }).primaryKey(),
  paymentIntentId: varchar('payment_intent_id', { length: 64 })
    .notNull()
    .references(() => sandboxPaymentIntents.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
