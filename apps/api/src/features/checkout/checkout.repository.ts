import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments, savedCards, type PaymentRow } from '../../db/schema/index.js';

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

/** Records an attempt before the gateway is called; an attempt with the same key is returned as it is. */
export const insertPaymentOnce = async (db: DbOrTx, values: NewPayment): Promise<PaymentRow> => {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? (await findPayment(db, values.orderId, values.idempotencyKey))!;
};

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
