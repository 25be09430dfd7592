import { eq, inArray, type SQL } from 'drizzle-orm';
import type { MyOrdersCriteria, MyOrdersSort } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orderNumberOrVinMatches, pagedOrders } from '../../db/queries/orders.js';
import { orders, type OrderRow } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

export const MY_ORDERS_SORT_COLUMNS: SortMap<MyOrdersSort> = {
  created_at: orders.createdAt,
  order_number: orders.orderNumber,
  from_city: orders.fromCity,
  cars_amount: orders.carsAmount,
  status: orders.status,
  due_date: orders.dueDate,
  price: orders.dealerPriceTvaCents,
};

type MyOrdersWhere = { scope: SQL; criteria: MyOrdersCriteria; search?: string };

export const myOrdersQuery = (db: DbOrTx, { scope, criteria, search }: MyOrdersWhere): PagedQuery<OrderRow> => {
  return pagedOrders(
    db,
    scope,
    criteria.statuses ? inArray(orders.status, [...criteria.statuses]) : undefined,
    criteria.autoDispatchOnly ? eq(orders.isAutoDispatch, true) : undefined,
    search ? orderNumberOrVinMatches(db, search) : undefined,
  );
};
