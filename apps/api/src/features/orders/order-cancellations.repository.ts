import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orderCancellations, orders, type OrderCancellationRow } from '../../db/schema/index.js';
import type { CustomerScope } from './orders.policy.js';

/** The one place that queries the order_cancellations table. */

export type NewOrderCancellation = typeof orderCancellations.$inferInsert;

export const insertCancellation = async (db: DbOrTx, values: NewOrderCancellation): Promise<OrderCancellationRow> =>
  (await db.insert(orderCancellations).values(values).returning())[0];

export const findCancellation = async (db: DbOrTx, orderId: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId)))[0] ?? null;

export const findCancellationById = async (db: DbOrTx, id: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.id, id)))[0] ?? null;

/** The payment's part of a cancellation: what the card was charged and what is given back. */
export const setCancellationRefund = (
  db: DbOrTx,
  id: number,
  money: { paymentId: number; chargedCents: number; refundCents: number },
) => db.update(orderCancellations).set(money).where(eq(orderCancellations.id, id));

export const markCancellationRefunded = (db: DbOrTx, id: number, at: Date) =>
  db
    .update(orderCancellations)
    .set({ refundedAt: at })
    .where(and(eq(orderCancellations.id, id), isNull(orderCancellations.refundedAt)));

/** A customer's cancellations per month of cancelling (YYYY-MM, Toronto) in [from, to): fees kept and refunds. */
export const customerCancellationMonths = async (db: DbOrTx, scope: CustomerScope, w: { from: Date; to: Date }) => {
  const owner = scope.by === 'business' ? orders.businessDetailsId : orders.userId;
  const month = sql<string>`to_char(${orderCancellations.cancelledAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      feeCents: sql<string>`coalesce(sum(${orderCancellations.feeCents}), 0)`,
      refundCents: sql<string>`coalesce(sum(${orderCancellations.refundCents}), 0)`,
    })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
    .where(
      and(
        eq(owner, scope.id),
        isNull(orders.deletedAt),
        gte(orderCancellations.cancelledAt, w.from),
        lt(orderCancellations.cancelledAt, w.to),
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, feeCents: Number(r.feeCents), refundCents: Number(r.refundCents) }));
};
