import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderCancellations, type OrderCancellationRow } from '../../db/schema/index.js';

/** The one place that queries the order_cancellations table. */

export type NewOrderCancellation = typeof orderCancellations.$inferInsert;

export const insertCancellation = async (db: DbOrTx, values: NewOrderCancellation): Promise<OrderCancellationRow> =>
  (await db.insert(orderCancellations).values(values).returning())[0];

export const findCancellation = async (db: DbOrTx, orderId: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId)))[0] ?? null;

export const findCancellationById = async (db: DbOrTx, id: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.id, id)))[0] ?? null;

export const markCancellationRefunded = (db: DbOrTx, id: number, at: Date) =>
  db
    .update(orderCancellations)
    .set({ refundedAt: at })
    .where(and(eq(orderCancellations.id, id), isNull(orderCancellations.refundedAt)));
