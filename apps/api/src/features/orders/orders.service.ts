import { myOrdersCriteria, type MyOrderRow, type MyOrdersFilter, type MyOrdersQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orders, type UserRow } from '../../db/schema/index.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { customerOrdersScope } from './orders.policy.js';
import { presentMyOrder } from './orders.presenter.js';
import { insertOrder, MY_ORDERS_SORT_COLUMNS, myOrdersQuery } from './orders.repository.js';

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

/** Creates an order with the next number of the order-number sequence. */
export const createOrder = (db: DbOrTx, values: Parameters<typeof insertOrder>[1]) => insertOrder(db, values);
