import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FuelFeeClaimStatus } from '@routier/domain';
import { businessDetails } from './business-details.js';
import { invoices } from './invoices.js';
import { loadFiles } from './load-deliveries.js';
import { orders } from './orders.js';
import { loads } from './team.js';
import { users } from './users.js';

/**
 * A fuel fee a carrier claimed at a load's delivery, with its receipt. Within the order's fuel fee it is
 * approved by the rule at once (decided_by null); above it, it waits for an admin who approves or refuses
 * it with the receipt in front of him. Only approved amounts reach the carrier's statement; an approval
 * after the statement was issued is added to it as an adjustment (statement_id, adjustment_cents).
 */
export const fuelFeeClaims = pgTable(
  'fuel_fee_claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    /** the transport company holding the job when it claimed */
    carrierBusinessId: integer('carrier_business_id').references(() => businessDetails.id),
    claimedBy: integer('claimed_by').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    /** the order's fuel fee (what the customer paid) when the claim was made */
    orderFuelFeeCents: integer('order_fuel_fee_cents').notNull(),
    receiptFileId: integer('receipt_file_id').references(() => loadFiles.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<FuelFeeClaimStatus>().notNull().default('pending'),
    /** the admin who decided; null when approved by the rule (within the order's fuel fee) */
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** the carrier statement the approval was added to after its issue, and by how much */
    statementId: integer('statement_id').references(() => invoices.id),
    adjustmentCents: integer('adjustment_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fuel_fee_claims_load_unique').on(t.loadId),
    index('fuel_fee_claims_order_idx').on(t.orderId),
    index('fuel_fee_claims_status_idx').on(t.status, t.createdAt, t.id),
    check('fuel_fee_claims_amount_positive', sql`${t.amountCents} > 0`),
    check('fuel_fee_claims_status_valid', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);

export type FuelFeeClaimRow = typeof fuelFeeClaims.$inferSelect;
export type NewFuelFeeClaim = typeof fuelFeeClaims.$inferInsert;
