import { inArray, sql, type SQL } from 'drizzle-orm';
import { type ActiveJobsSort, type OrderStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orderNumberOrVinMatches, pagedOrders } from '../../db/queries/orders.js';
import { orders } from '../../db/schema/index.js';
import { containsPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

export const ACTIVE_JOBS_SORT_COLUMNS: SortMap<ActiveJobsSort> = {
  accepted_by_tc_at: orders.acceptedByTcAt,
  order_number: orders.orderNumber,
  start_at: orders.startAt,
  due_date: orders.dueDate,
  from_city: orders.fromCity,
  to_city: orders.toCity,
  cars_amount: orders.carsAmount,
  status: orders.status,
  /** stored by the orders repository from the domain's carrierPriceCents */
  price: orders.carrierPriceCents,
};

/**
 * The pickup or destination city, province, street or postal code contains the text, ignoring case
 * and accents ("montreal" finds "Montréal"); served by the trigram index orders_places_search_idx
 * (migration 0001), whose expression this must repeat exactly.
 */
export const locationMatches = (text: string): SQL =>
  sql`routier_order_places(${orders.fromCity}, ${orders.toCity}, ${orders.origin}, ${orders.destination}) like routier_fold(${containsPattern(text)})`;

type ActiveJobsWhere = { scope: SQL; statuses: readonly OrderStatus[] | null; keyword?: string; location?: string };

export const activeJobsQuery = (db: DbOrTx, w: ActiveJobsWhere): PagedQuery<typeof orders.$inferSelect> => {
  return pagedOrders(
    db,
    w.scope,
    w.statuses ? inArray(orders.status, [...w.statuses]) : undefined,
    w.keyword ? orderNumberOrVinMatches(db, w.keyword) : undefined,
    w.location ? locationMatches(w.location) : undefined,
  );
};
