import type { SQL } from 'drizzle-orm';
import { myOrdersCriteria, type MyOrdersFilter, type MyOrdersQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { paginate } from '../../lib/paging.js';
import { customerOrdersScope, type CustomerScope } from './orders.policy.js';
import { publishBoardChange, publishOrderMoved } from './order-live.service.js';
import * as repo from './orders.repository.js';
import {
  findOrder,
  insertOrder,
  MY_ORDERS_SORT_COLUMNS,
  myOrdersQuery,
  type MyOrdersListRow,
  updateOrder,
  type ActiveJobsWhere,
  type NewCar,
  type NewOrder,
} from './orders.repository.js';
import { notFound } from '../../lib/app-error.js';
import { findCarFile, findCarFiles } from './car-files.repository.js';

/**
 * A customer's orders under one filter button, searched, sorted and paged, as rows (the read side,
 * features/order-views, presents them).
 */
export const pageMyOrders = <Extra extends repo.ExtraColumns = Record<never, never>>(
  db: DbOrTx,
  user: UserRow,
  filter: MyOrdersFilter,
  query: MyOrdersQuery,
  url: string,
  extra?: Extra,
): Promise<Paged<repo.WithExtra<MyOrdersListRow, Extra>>> =>
  paginate({
    query: myOrdersQuery(
      db,
      { scope: customerOrdersScope(user), criteria: myOrdersCriteria(filter), search: query.vin || undefined },
      extra,
    ),
    sorts: MY_ORDERS_SORT_COLUMNS,
    request: query,
    tieBreaker: repo.ORDER_TIE_BREAKER,
    url,
    // counted a few pages ahead only: a busy dealer's page costs the same however long his list
    capTotal: true,
  });

/** `deps.db` may be a transaction, so a caller can write an order together with its own rows. */
type DbDeps = { db: DbOrTx };

/** Creates a draft order with the next number of the order-number sequence. */
export const createOrder = ({ db }: DbDeps, values: NewOrder) => insertOrder(db, values);

/** Soft-deletes an order (lists and status changes no longer see it); who may do it is the caller's policy. */
export const softDeleteOrder = async ({ db }: DbDeps, orderId: number, at: Date) => {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound();
  return updateOrder(db, order, { deletedAt: at, updatedAt: at });
};

export { ACTIVE_JOBS_SORT_COLUMNS, locationMatches, ORDER_TIE_BREAKER } from './orders.repository.js';
export type { ActiveJobsWhere, CarrierListRow, CarRow, NewCar, StatementShape } from './orders.repository.js';

/** A carrier's jobs as a paged query (the jobs feature pages and presents them). */
export const activeJobsQuery = <Extra extends repo.ExtraColumns = Record<never, never>>(
  { db }: DbDeps,
  where: ActiveJobsWhere,
  extra?: Extra,
) => repo.activeJobsQuery(db, where, extra);
/** VINs and cities of the orders a condition picks (a carrier's jobs): the active-jobs suggestions. */
export const findVinsWhere = ({ db }: DbDeps, where: SQL, start: string, limit: number) =>
  repo.findVinsWhere(db, where, start, limit);
export const findCitiesWhere = ({ db }: DbDeps, where: SQL, text: string, limit: number) =>
  repo.findCitiesWhere(db, where, text, limit);
export const findOpenQuoteRequests = ({ db }: DbDeps, where: Parameters<typeof repo.findOpenQuoteRequests>[1]) =>
  repo.findOpenQuoteRequests(db, where);

/** Live orders by id, and a subquery of live order ids for conditions on other tables. */
/** One order, deleted or not (callers check). */
export const findOrderById = ({ db }: DbDeps, id: number) => findOrder(db, id);
export const findLiveOrders = ({ db }: DbDeps, ids: number[]) => repo.findLiveOrders(db, ids);
/** Live orders booked since a moment to be paid by card. */
export const findCardOrdersBookedSince = ({ db }: DbDeps, since: Date) => repo.findCardOrdersBookedSince(db, since);
/** A subquery of the ids of orders whose number starts with the text (with or without RT-). */
export const orderIdsByNumber = ({ db }: DbDeps, text: string) => repo.orderIdsByNumber(db, text);
export const liveOrderIds = ({ db }: DbDeps) => repo.liveOrderIds(db);

export const addCars = ({ db }: DbDeps, cars: NewCar[]) => repo.insertCars(db, cars);
export const findCars = ({ db }: DbDeps, ids: number[]) => repo.findCars(db, ids);
/** An order's cars, in their order. */
export const findOrderCars = ({ db }: DbDeps, orderId: number) => repo.findOrderCars(db, orderId);
/** The files of these cars. */
export const findFilesOfCars = ({ db }: DbDeps, carIds: number[]) => findCarFiles(db, carIds);

/** One live order and its cars, or null (pricing and checkout). */
export const findOrderWithCars = async ({ db }: DbDeps, orderId: number) => {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  return { order, cars: await repo.findOrderCars(db, orderId) };
};

/** Writes an order's fields (never its status); callers pass a transaction to write it with their rows. */
export const patchOrder = async ({ db }: DbDeps, order: OrderRow, patch: Parameters<typeof updateOrder>[2]) => {
  const updated = await updateOrder(db, order, patch);
  // a carrier taken off (or given) a job moves it on (or off) the board: open boards refetch
  if ('carrierBusinessId' in patch) await publishBoardChange({ db }, order, updated);
  return updated;
};

/** The order as it is now, its row locked until the caller's transaction ends. */
export const lockOrderForUpdate = ({ db }: DbDeps, orderId: number) => repo.lockOrder(db, orderId);

/** Gives an open offer to a transport company unless another got it first (null then): see the repository. */
export const assignCarrierIfOpen = async (
  { db }: DbDeps,
  current: OrderRow,
  change: Parameters<typeof repo.assignCarrierIfOpen>[2],
) => {
  const assigned = await repo.assignCarrierIfOpen(db, current, change);
  if (assigned) await publishOrderMoved({ db }, current, assigned);
  return assigned;
};

/** One live order by id, or null. */
export const findLiveOrder = ({ db }: DbDeps, orderId: number) => findOrder(db, orderId);

/** One car file by id, or null (a caller resolves the order it belongs to, then checks access). */
export const findCarFileById = ({ db }: DbDeps, id: number) => findCarFile(db, id);

/** The counts behind a carrier's active-jobs statistics. */
export const carrierJobCounts = ({ db }: DbDeps, businessId: number, window: repo.CarrierJobCountsWindow) =>
  repo.carrierJobCounts(db, businessId, window);

/** Ids of completed orders delivered at or before `cutoff`, oldest first (automatic confirmation). */
export const completedOrdersBefore = ({ db }: DbDeps, cutoff: Date, limit: number) => repo.findCompletedBefore(db, cutoff, limit);
/** The dashboards' aggregates (one statement each, see the repository). */
export const customerMonthFigures = ({ db }: DbDeps, scope: CustomerScope, window: repo.MonthWindow) =>
  repo.customerMonthFigures(db, scope, window);
export const carrierMonthFigures = ({ db }: DbDeps, businessId: number, window: repo.MonthWindow & { today: string }) =>
  repo.carrierMonthFigures(db, businessId, window);
export const carrierCompletedStats = ({ db }: DbDeps, businessId: number, window: repo.MonthWindow) =>
  repo.carrierCompletedStats(db, businessId, window);

export { ADMIN_ORDERS_SORT_COLUMNS } from './orders.repository.js';
export type { AdminOrdersWhere, AttentionSources } from './orders.repository.js';

/** The operator's list of every order (features/admin-orders presents it). */
export const adminOrdersQuery = ({ db }: DbDeps, where: repo.AdminOrdersWhere) => repo.adminOrdersQuery(db, where);
export const findAttentionReasons = ({ db }: DbDeps, ids: number[], sources: repo.AttentionSources) =>
  repo.findAttentionReasons(db, ids, sources);

/** An order's status history, oldest first (the operator's order page). */
export const findStatusHistory = ({ db }: DbDeps, orderId: number) => repo.findStatusChanges(db, orderId);
