import { type MyOrderRow, type MyOrdersFilter, type MyOrdersQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { mapPage } from '../../lib/paging.js';
import { quotesReceivedColumn } from '../auto-dispatch/quote-acceptance.service.js';
import { presentMyOrder } from '../orders/orders.presenter.js';
import { pageMyOrders } from '../orders/orders.service.js';

/** POST /orders/all/{filter}: a customer's order list under one filter button, searched, sorted and paged. */
export const listMyOrders = async (
  db: DbOrTx,
  user: UserRow,
  filter: MyOrdersFilter,
  query: MyOrdersQuery,
  url: string,
): Promise<Paged<MyOrderRow>> => {
  // an auto dispatch awaiting quotes shows how many arrived: the page's statement counts them
  const paged = await pageMyOrders(db, user, filter, query, url, { quotesCount: quotesReceivedColumn });
  return mapPage(paged, (rows) => rows.map(presentMyOrder));
};
