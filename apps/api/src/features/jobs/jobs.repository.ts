import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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

const PLACE_FIELDS = ['city', 'province', 'address', 'zip_code'] as const;

/** The pickup or destination city, province, street or postal code contains the text. */
const locationMatches = (text: string): SQL => {
  const pattern = containsPattern(text);
  const jsonFields = PLACE_FIELDS.flatMap((f) => [
    sql`(${orders.origin} ->> ${f}) ilike ${pattern}`,
    sql`(${orders.destination} ->> ${f}) ilike ${pattern}`,
  ]);
  return or(ilike(orders.fromCity, pattern), ilike(orders.toCity, pattern), ...jsonFields) as SQL;
};

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
