import { OrderStatus, type MyOrderRow, type MyOrdersFilter, type MyOrdersQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { mapPage } from '../../lib/paging.js';
import { countQuotes } from '../auto-dispatch/quote-acceptance.service.js';
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
  const paged = await pageMyOrders(db, user, filter, query, url);
  return mapPage(paged, async (rows) => {
    // auto dispatch pending shows how many quotes arrived
    const pending = rows.filter((r) => r.status === OrderStatus.AutoDispatchPending).map((r) => r.id);
    const counts = await countQuotes({ db }, pending);
    return rows.map((r) => ({ ...presentMyOrder(r), quotes_count: counts.get(r.id) ?? 0 }));
  });
};
