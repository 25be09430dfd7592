import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceAudience, InvoiceKind, TaxLine } from '@routier/domain';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Invoice numbers (INV-2026-000123) and carrier statement numbers (ST-2026-000045): unique under concurrency. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });
export const statementNumberSeq = pgSequence('statement_number_seq', { startWith: 1 });

/** A car as the invoice lists it, frozen at issue. */
export type InvoiceCar = { vin: string | null; year: number | null; make: string | null; model: string | null };

/**
 * Customer invoices and carrier statements, one of each kind per order at most. Everything the document
 * shows is frozen at issue (order number, cars, route, recipient, amounts in cents, tax lines), so a later
 * change to the order or the rates never changes an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: varchar('kind', { length: 10 }).$type<InvoiceKind>().notNull(),
    /** whose list it is in: dealers (dealer invoices), individuals (private customers), transport-companies */
    audience: varchar('audience', { length: 24 }).$type<InvoiceAudience>().notNull(),
    invoiceNumber: varchar('invoice_number', { length: 24 }).notNull(),
    /** the customer who ordered, or the transport company's owner (the PDF is in this user's language) */
    recipientUserId: integer('recipient_user_id').references(() => users.id),
    /** the customer's business (a dealer sees his sub-dealers' invoices), or the carrier's */
    recipientBusinessId: integer('recipient_business_id').references(() => businessDetails.id),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    /** the customer's business address at issue (street, city, province, postal code); null: none on file */
    recipientAddress: text('recipient_address'),
    /** the recipient's language at issue: the PDF's language when there is no account to ask (a guest) */
    recipientLocale: varchar('recipient_locale', { length: 2 }).notNull().default('en'),
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    carsAmount: smallint('cars_amount').notNull(),
    shippingMethod: smallint('shipping_method'),
    fromPlace: varchar('from_place', { length: 160 }),
    toPlace: varchar('to_place', { length: 160 }),
    cars: jsonb('cars').$type<InvoiceCar[]>().notNull().default([]),
    /** the cars' VINs, space-separated: the list's search by VIN */
    vins: text('vins').notNull().default(''),
    /** the order's completion (or, for a dry run, its cancellation) */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** customer: the price before the discount and the coupon; carrier: the job's price */
    subtotalCents: integer('subtotal_cents').notNull(),
    /** customer: the dealer discount taken off the subtotal, and its rate */
    discountCents: integer('discount_cents').notNull().default(0),
    discountBp: integer('discount_bp'),
    couponCents: integer('coupon_cents').notNull().default(0),
    /** customer: an auction paying by invoice was not charged the fuel fee */
    fuelFeeExcluded: boolean('fuel_fee_excluded').notNull().default(false),
    fuelFeeCents: integer('fuel_fee_cents').notNull().default(0),
    /** carrier: the on-time performance bonus */
    bonusCents: integer('bonus_cents').notNull().default(0),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    /** the order's tax type at issue (HST, GST, GST+QST, ZERO_RATED); null: not recorded */
    taxType: varchar('tax_type', { length: 10 }),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * carrier: amounts approved after issue (fuel-fee claims), added to the statement; the lines above stay
     * as issued, each adjustment is a fuel_fee_claims row naming this statement
     */
    adjustmentCents: integer('adjustment_cents').notNull().default(0),
    isDryRun: boolean('is_dry_run').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_unique').on(t.orderId, t.kind),
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    // A dealer's (his business's) invoices and a carrier's statements, newest completion first.
    index('invoices_business_idx').on(t.recipientBusinessId, t.audience, t.completedAt, t.id),
    // A private customer's invoices.
    index('invoices_user_idx').on(t.recipientUserId, t.audience, t.completedAt, t.id),
    // The accountant's lists and the period export.
    index('invoices_audience_idx').on(t.audience, t.completedAt, t.id),
    index('invoices_issued_idx').on(t.audience, t.issuedAt, t.id),
    // Search by VIN fragment or order number, for the accountant's lists over everyone's invoices.
    index('invoices_vins_trgm_idx').using('gin', sql`${t.vins} gin_trgm_ops`),
    index('invoices_order_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
