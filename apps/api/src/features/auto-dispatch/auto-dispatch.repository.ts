import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OrderStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orders, quoteDeclines, quotePrices, type QuotePriceRow } from '../../db/schema/index.js';

/** The one place that queries the quote_prices and quote_declines tables. */

export type NewQuote = typeof quotePrices.$inferInsert;

/** A company's quote, unless it already has one on the order (null then: one quote per company per request). */
export const insertQuote = async (db: DbOrTx, values: NewQuote): Promise<QuotePriceRow | null> =>
  (await db.insert(quotePrices).values(values).onConflictDoNothing().returning())[0] ?? null;

export const findQuote = async (db: DbOrTx, id: number): Promise<QuotePriceRow | null> =>
  (await db.select().from(quotePrices).where(eq(quotePrices.id, id)))[0] ?? null;

export const findCompanyQuote = async (db: DbOrTx, orderId: number, businessId: number): Promise<QuotePriceRow | null> =>
  (
    await db
      .select()
      .from(quotePrices)
      .where(and(eq(quotePrices.orderId, orderId), eq(quotePrices.businessDetailsId, businessId)))
  )[0] ?? null;

export const findOrderQuotes = (db: DbOrTx, orderId: number): Promise<QuotePriceRow[]> =>
  db.select().from(quotePrices).where(eq(quotePrices.orderId, orderId)).orderBy(quotePrices.id);

export const findAcceptedQuote = async (db: DbOrTx, orderId: number): Promise<QuotePriceRow | null> =>
  (
    await db
      .select()
      .from(quotePrices)
      .where(and(eq(quotePrices.orderId, orderId), eq(quotePrices.isAccepted, true)))
  )[0] ?? null;

/**
 * The quote accepted, the order's others inactive. The conditional update decides between two accepts at
 * once (two tabs): only an active, not yet accepted quote of an order with none accepted is taken.
 */
export const markAccepted = async (db: DbOrTx, quote: QuotePriceRow, at: Date): Promise<QuotePriceRow | null> => {
  const [row] = await db
    .update(quotePrices)
    .set({ isAccepted: true, acceptedAt: at })
    .where(and(eq(quotePrices.id, quote.id), eq(quotePrices.isActive, true), eq(quotePrices.isAccepted, false)))
    .returning();
  if (!row) return null;
  await db
    .update(quotePrices)
    .set({ isActive: false })
    .where(and(eq(quotePrices.orderId, quote.orderId), ne(quotePrices.id, quote.id)));
  return row;
};

/** A company declined a request (once; a second decline changes nothing). */
export const insertDecline = async (db: DbOrTx, values: typeof quoteDeclines.$inferInsert) => {
  await db.insert(quoteDeclines).values(values).onConflictDoNothing();
};

/** Which of these orders the company has quoted, which it declined, and which have a quote accepted. */
export const findCompanyAnswers = async (db: DbOrTx, businessId: number, orderIds: number[]) => {
  if (orderIds.length === 0) return { quoted: new Set<number>(), declined: new Set<number>(), accepted: new Set<number>() };
  const [quoted, declined, accepted] = await Promise.all([
    db
      .select({ id: quotePrices.orderId })
      .from(quotePrices)
      .where(and(eq(quotePrices.businessDetailsId, businessId), inArray(quotePrices.orderId, orderIds))),
    db
      .select({ id: quoteDeclines.orderId })
      .from(quoteDeclines)
      .where(and(eq(quoteDeclines.businessDetailsId, businessId), inArray(quoteDeclines.orderId, orderIds))),
    db
      .select({ id: quotePrices.orderId })
      .from(quotePrices)
      .where(and(eq(quotePrices.isAccepted, true), inArray(quotePrices.orderId, orderIds))),
  ]);
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  return { quoted: ids(quoted), declined: ids(declined), accepted: ids(accepted) };
};

/**
 * The quotes an auto dispatch awaiting them has received (0 for any other order), as a column of a page of
 * orders: the customer's list reads it in its page's statement.
 */
export const quotesReceivedColumn = sql<number>`case when ${orders.status} = ${sql.raw(String(OrderStatus.AutoDispatchPending))}
  then (select count(*) from ${quotePrices} where ${quotePrices.orderId} = ${orders.id}) else 0 end`
  .mapWith(Number)
  .as('quotes_count');
