import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { LIVE_PAYMENT_STATUSES, payments, savedCards, type PaymentRow } from '../../db/schema/index.js';

/** The one place that queries the payments and saved_cards tables. */

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
