import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AdminPaymentsSort } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  LIVE_PAYMENT_STATUSES,
  paymentRefunds,
  payments,
  savedCards,
  type PaymentRefundRow,
  type PaymentRow,
} from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the payments, payment_refunds and saved_cards tables. */

export type NewPayment = typeof payments.$inferInsert;

export const findPayment = async (db: DbOrTx, orderId: number, idempotencyKey: string): Promise<PaymentRow | null> =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, idempotencyKey)))
  )[0] ?? null;

export const findSucceededPayment = async (db: DbOrTx, orderId: number): Promise<PaymentRow | null> =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
  )[0] ?? null;

/**
 * Records an attempt before the gateway is called; an attempt with the same key is returned as it is. Another
 * live attempt of the order (or of its coupon) makes the insert fail with a unique violation on
 * `payments_one_live_per_order` (or `payments_one_live_per_coupon`).
 */
export const insertPaymentOnce = async (db: DbOrTx, values: NewPayment): Promise<PaymentRow> => {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.orderId, payments.idempotencyKey] })
    .returning();
  return row ?? (await findPayment(db, values.orderId, values.idempotencyKey))!;
};

/** The order's live attempt (pending, requires_action or succeeded), if any. */
export const findLivePayment = async (db: DbOrTx, orderId: number): Promise<PaymentRow | null> =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
  )[0] ?? null;

/** Updates an attempt only while it is in one of the given statuses (null when it moved meanwhile). */
export const updatePaymentIf = async (db: DbOrTx, id: number, from: readonly string[], patch: Partial<NewPayment>) =>
  (
    await db
      .update(payments)
      .set(patch)
      .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
      .returning()
  )[0] ?? null;

export const findPaymentById = async (db: DbOrTx, id: number): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0] ?? null;

/** An attempt, locked until the end of the transaction (after its order's row: the booking's lock order). */
export const lockPayment = async (db: DbOrTx, id: number): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0] ?? null;

/** Attempts left pending or waiting for authentication since before the given times, oldest first. */
export const findStalePayments = (db: DbOrTx, pendingBefore: Date, actionBefore: Date, limit: number) =>
  db
    .select()
    .from(payments)
    .where(
      or(
        and(eq(payments.status, 'pending'), lt(payments.updatedAt, pendingBefore)),
        and(eq(payments.status, 'requires_action'), lt(payments.updatedAt, actionBefore)),
      ),
    )
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);

/** Every attempt that took or holds money (succeeded, refunded) or is still open, for the reconciliation report. */
export const findMoneyPayments = (db: DbOrTx) =>
  db
    .select()
    .from(payments)
    .where(or(inArray(payments.status, [...LIVE_PAYMENT_STATUSES, 'refunded']), isNotNull(payments.paymentIntentId)))
    .orderBy(asc(payments.orderId), asc(payments.id));

export const updatePayment = async (db: DbOrTx, id: number, patch: Partial<NewPayment>) =>
  (await db.update(payments).set(patch).where(eq(payments.id, id)).returning())[0];

export const findSavedCards = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
    .orderBy(desc(savedCards.isDefault), asc(savedCards.id));

export const findSavedCard = async (db: DbOrTx, userId: number, id: number) =>
  (
    await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
  )[0] ?? null;

export const insertSavedCard = async (db: DbOrTx, values: typeof savedCards.$inferInsert) =>
  (await db.insert(savedCards).values(values).returning())[0];

export const findPaymentByIntent = async (db: DbOrTx, paymentIntentId: string): Promise<PaymentRow | null> =>
  (await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)))[0] ?? null;

export type NewPaymentRefund = typeof paymentRefunds.$inferInsert;

/** A payment's refund by its operator key (a retry of the same refund). */
export const findRefundByKey = async (db: DbOrTx, paymentId: number, key: string): Promise<PaymentRefundRow | null> =>
  (
    await db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.idempotencyKey, key)))
  )[0] ?? null;

export const findRefundById = async (db: DbOrTx, id: number): Promise<PaymentRefundRow | null> =>
  (await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0] ?? null;

export const insertRefund = async (db: DbOrTx, values: NewPaymentRefund) =>
  (await db.insert(paymentRefunds).values(values).returning())[0];

/** Marks a refund made at the gateway (once). */
export const markRefundMade = async (db: DbOrTx, id: number, at: Date) =>
  (
    await db
      .update(paymentRefunds)
      .set({ status: 'refunded', refundedAt: at })
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
      .returning()
  )[0] ?? null;

/** The refunds of some payments, oldest first. */
export const findRefundsOfPayments = (db: DbOrTx, paymentIds: number[]) =>
  paymentIds.length
    ? db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)).orderBy(asc(paymentRefunds.id))
    : Promise.resolve([] as PaymentRefundRow[]);

/** Every refund recorded on the orders' payments since a date, for the reconciliation report. */
export const findRefundsSince = (db: DbOrTx, since: Date) =>
  db
    .select()
    .from(paymentRefunds)
    .where(sql`${paymentRefunds.createdAt} >= ${since}`);

/** An order's payments that took or hold money (succeeded, refunded), or are open, oldest first. */
export const findOrderPayments = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES, 'refunded'])))
    .orderBy(asc(payments.id));

export const PAYMENT_TIE_BREAKER = payments.id;
export const PAYMENT_SORT_COLUMNS: SortMap<AdminPaymentsSort> = {
  created_at: payments.createdAt,
  amount: payments.amountCents,
  refunded: payments.refundedCents,
};

/** The accountant's payments: every charge that took money (succeeded or refunded), of the given orders when searched. */
export const moneyPaymentsQuery = (db: DbOrTx, orderIds?: SQLWrapper): PagedQuery<PaymentRow> => {
  const where = and(
    inArray(payments.status, ['succeeded', 'refunded']),
    orderIds ? inArray(payments.orderId, orderIds) : undefined,
  );
  return {
    count: async () => (await db.select({ n: count() }).from(payments).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(payments)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};
