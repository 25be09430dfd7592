import { and, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  carrierPriceCents,
  ORDER_NUMBER_PREFIX,
  OrderStatus,
  type ActiveJobsSort,
  type MyOrdersCriteria,
  type MyOrdersSort,
} from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { cars, orders, type OrderRow } from '../../db/schema/index.js';
import { containsPattern, prefixPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

/** The one place that queries the orders and cars tables. */

export const ORDER_TIE_BREAKER = orders.id;

/** The order number starts with the text (with or without the RT- prefix), or a car's VIN contains it. */
const orderNumberOrVinMatches = (db: DbOrTx, text: string): SQL => {
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
const pagedOrders = (db: DbOrTx, ...conditions: (SQL | undefined)[]): PagedQuery<OrderRow> => {
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

export const ACTIVE_JOBS_SORT_COLUMNS: SortMap<ActiveJobsSort> = {
  accepted_by_tc_at: orders.acceptedByTcAt,
  order_number: orders.orderNumber,
  start_at: orders.startAt,
  due_date: orders.dueDate,
  from_city: orders.fromCity,
  to_city: orders.toCity,
  cars_amount: orders.carsAmount,
  status: orders.status,
  /** stored by insertOrder and updateOrder from the domain's carrierPriceCents */
  price: orders.carrierPriceCents,
};

/**
 * The pickup or destination city, province, street or postal code contains the text, ignoring case
 * and accents ("montreal" finds "Montréal"); served by the trigram index orders_places_search_idx
 * (migration 0001), whose expression this must repeat exactly.
 */
export const locationMatches = (text: string): SQL =>
  sql`routier_order_places(${orders.fromCity}, ${orders.toCity}, ${orders.origin}, ${orders.destination}) like routier_fold(${containsPattern(text)})`;

export type ActiveJobsWhere = { scope: SQL; statuses: readonly OrderStatus[] | null; keyword?: string; location?: string };

/** A carrier's jobs: live orders in its scope, by status, keyword (number or VIN) and place. */
export const activeJobsQuery = (db: DbOrTx, w: ActiveJobsWhere): PagedQuery<OrderRow> =>
  pagedOrders(
    db,
    w.scope,
    w.statuses ? inArray(orders.status, [...w.statuses]) : undefined,
    w.keyword ? orderNumberOrVinMatches(db, w.keyword) : undefined,
    w.location ? locationMatches(w.location) : undefined,
  );

/** Live (not deleted) orders by id. */
export const findLiveOrders = (db: DbOrTx, ids: number[]): Promise<OrderRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), isNull(orders.deletedAt)));

/** The ids of live (not deleted) orders: a subquery for conditions on other tables. */
export const liveOrderIds = (db: DbOrTx) => db.select({ id: orders.id }).from(orders).where(isNull(orders.deletedAt));

export type CarRow = typeof cars.$inferSelect;
export type NewCar = typeof cars.$inferInsert;

export const insertCars = (db: DbOrTx, values: NewCar[]): Promise<CarRow[]> =>
  values.length === 0 ? Promise.resolve([]) : db.insert(cars).values(values).returning();

/** Cars by id, in car-number order. */
export const findCars = (db: DbOrTx, ids: number[]): Promise<CarRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(cars).where(inArray(cars.id, ids)).orderBy(cars.carNumber, cars.id);

type OrderInsert = typeof orders.$inferInsert;
type CarrierPriceInputs = Pick<OrderRow, 'initialTcPriceCents' | 'fuelFeeCents' | 'performanceBonusCents' | 'deliveredOnTime'>;

/** The stored carrier price of an order: the domain's rule, computed on every write of its inputs. */
const storedCarrierPrice = (o: CarrierPriceInputs): number | null =>
  carrierPriceCents({
    initial_tc_price_cents: o.initialTcPriceCents,
    fuel_fee_cents: o.fuelFeeCents,
    performance_bonus_cents: o.performanceBonusCents,
    delivered_on_time: o.deliveredOnTime,
  });

export type NewOrder = Omit<OrderInsert, 'id' | 'orderNumber' | 'status' | 'carrierPriceCents'> & { orderNumber?: string };

/**
 * Inserts a draft (statuses change only through the lifecycle); its number comes from the order_number_seq
 * sequence unless one is given (imports).
 */
export const insertOrder = async (db: DbOrTx, values: NewOrder) => {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      status: OrderStatus.Draft,
      orderNumber: values.orderNumber ?? sql`${ORDER_NUMBER_PREFIX}::text || nextval('order_number_seq')`,
      carrierPriceCents: storedCarrierPrice({
        initialTcPriceCents: values.initialTcPriceCents ?? null,
        fuelFeeCents: values.fuelFeeCents ?? 0,
        performanceBonusCents: values.performanceBonusCents ?? 0,
        deliveredOnTime: values.deliveredOnTime ?? null,
      }),
    })
    .returning();
  return row;
};

export const findOrder = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
  )[0] ?? null;

type OrderPatch = Partial<Omit<OrderInsert, 'id' | 'orderNumber' | 'status' | 'carrierPriceCents'>>;

/** Updates an order's fields (never its status: see updateOrderStatus) and keeps its stored carrier price right. */
export const updateOrder = async (db: DbOrTx, current: OrderRow, patch: OrderPatch) => {
  const [row] = await db
    .update(orders)
    .set({ ...patch, carrierPriceCents: storedCarrierPrice({ ...current, ...patch } as CarrierPriceInputs) })
    .where(eq(orders.id, current.id))
    .returning();
  return row;
};

/**
 * Moves an order from one status to the next, only if it is still in the first (a concurrent change wins
 * once); returns null when it was not. Call it through the service, which asks the lifecycle first.
 */
export const updateOrderStatus = async (
  db: DbOrTx,
  id: number,
  change: { from: number; to: number; at: Date; booked?: boolean; completed?: boolean },
) => {
  const [row] = await db
    .update(orders)
    .set({
      status: change.to,
      updatedAt: change.at,
      ...(change.booked ? { bookedAt: sql`coalesce(${orders.bookedAt}, ${change.at.toISOString()}::timestamptz)` } : {}),
      ...(change.completed ? { completedAt: sql`coalesce(${orders.completedAt}, ${change.at.toISOString()}::timestamptz)` } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, change.from), isNull(orders.deletedAt)))
    .returning();
  return row ?? null;
};

/** The cars of an order, in car-number order. */
export const findOrderCars = (db: DbOrTx, orderId: number): Promise<CarRow[]> =>
  db.select().from(cars).where(eq(cars.orderId, orderId)).orderBy(cars.carNumber, cars.id);

export const updateCar = async (db: DbOrTx, id: number, patch: Partial<NewCar>): Promise<CarRow> =>
  (await db.update(cars).set(patch).where(eq(cars.id, id)).returning())[0];

export const deleteCars = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .delete(cars)
        .where(inArray(cars.id, ids))
        .then(() => undefined);

/** VINs of the cars of live orders in a customer's scope that start with the text, most recent first. */
export const findScopedVins = async (db: DbOrTx, scope: SQL, start: string, limit: number): Promise<string[]> => {
  const rows = await db
    .selectDistinctOn([cars.vin], { vin: cars.vin, at: cars.createdAt })
    .from(cars)
    .innerJoin(orders, eq(orders.id, cars.orderId))
    .where(and(scope, isNull(orders.deletedAt), ilike(cars.vin, prefixPattern(start))))
    .orderBy(cars.vin, sql`${cars.createdAt} desc`)
    .limit(200);
  return rows
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((r) => r.vin as string);
};
