import { myOrdersCriteria, type MyOrderRow, type MyOrdersFilter, type MyOrdersQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orders, type UserRow } from '../../db/schema/index.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { customerOrdersScope } from './orders.policy.js';
import { presentMyOrder } from './orders.presenter.js';
import {
  findOrder,
  insertOrder,
  MY_ORDERS_SORT_COLUMNS,
  myOrdersQuery,
  updateOrder,
  type NewOrder,
} from './orders.repository.js';
import { notFound } from '../../lib/app-error.js';

/** A customer's order list under one filter button, searched, sorted and paged. */
export const listMyOrders = async (
  db: DbOrTx,
  user: UserRow,
  filter: MyOrdersFilter,
  query: MyOrdersQuery,
  url: string,
): Promise<Paged<MyOrderRow>> => {
  const paged = await paginate({
    query: myOrdersQuery(db, {
      scope: customerOrdersScope(user),
      criteria: myOrdersCriteria(filter),
      search: query.vin || undefined,
    }),
    sorts: MY_ORDERS_SORT_COLUMNS,
    request: query,
    tieBreaker: orders.id,
    url,
  });
  return mapPage(paged, (rows) => rows.map(presentMyOrder));
};

/** Creates a draft order with the next number of the order-number sequence. */
export const createOrder = (db: DbOrTx, values: NewOrder) => insertOrder(db, values);

/** Soft-deletes an order (lists and status changes no longer see it); who may do it is the caller's policy. */
export const softDeleteOrder = async (db: DbOrTx, orderId: number, at: Date) => {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound();
  return updateOrder(db, order, { deletedAt: at, updatedAt: at });
};
