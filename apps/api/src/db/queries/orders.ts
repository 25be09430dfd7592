import { and, count, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_NUMBER_PREFIX } from '@routier/domain';
import type { DbOrTx } from '../client.js';
import { cars, orders, type OrderRow } from '../schema/index.js';
import { containsPattern, prefixPattern, type PagedQuery } from '../../lib/paging.js';

/** The order number starts with the text (with or without the RT- prefix), or a car's VIN contains it. */
export const orderNumberOrVinMatches = (db: DbOrTx, text: string): SQL => {
  const carMatch = db
    .select({ one: sql`1` })
    .from(cars)
    .where(and(eq(cars.orderId, orders.id), ilike(cars.vin, containsPattern(text))));
  return or(
    ilike(orders.orderNumber, prefixPattern(text)),
    ilike(orders.orderNumber, prefixPattern(`${ORDER_NUMBER_PREFIX}${text}`)),
    exists(carMatch),
  ) as SQL;
};

/** Live (not deleted) orders matching the conditions, as a paged query. */
export const pagedOrders = (db: DbOrTx, ...conditions: (SQL | undefined)[]): PagedQuery<OrderRow> => {
  const where = and(isNull(orders.deletedAt), ...conditions);
  return {
    count: async () => (await db.select({ n: count() }).from(orders).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};
