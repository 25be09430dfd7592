import { and, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_NUMBER_PREFIX, type MyOrdersCriteria, type MyOrdersSort } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { cars, orders, type OrderRow } from '../../db/schema/index.js';
import { containsPattern, prefixPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

export const MY_ORDERS_SORT_COLUMNS: SortMap<MyOrdersSort> = {
  created_at: orders.createdAt,
  order_number: orders.orderNumber,
  from_city: orders.fromCity,
  cars_amount: orders.carsAmount,
  status: orders.status,
  due_date: orders.dueDate,
  price: orders.dealerPriceTvaCents,
};

/** An order whose number starts with the text (with or without the RT- prefix) or with a car whose VIN contains it. */
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

type MyOrdersWhere = { scope: SQL; criteria: MyOrdersCriteria; search?: string };

export const myOrdersQuery = (db: DbOrTx, { scope, criteria, search }: MyOrdersWhere): PagedQuery<OrderRow> => {
  const where = and(
    scope,
    isNull(orders.deletedAt),
    criteria.statuses ? inArray(orders.status, [...criteria.statuses]) : undefined,
    criteria.autoDispatchOnly ? eq(orders.isAutoDispatch, true) : undefined,
    search ? orderNumberOrVinMatches(db, search) : undefined,
  );
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
