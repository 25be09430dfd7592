import {
  and,
  asc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import { union, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  BUSINESS_TIME_ZONE,
  businessDayOf,
  carrierPriceCents,
  ORDER_NUMBER_PREFIX,
  OrderStatus,
  type ActiveJobsSort,
  type AdminOrderAttention,
  type AdminOrdersSort,
  type MyOrdersCriteria,
  type MyOrdersSort,
} from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { builtOnce, countUpTo, preparedOnce } from '../../db/prepared.js';
import {
  cars,
  orderCancellations,
  orders,
  orderStatusChanges,
  type OrderCancellationRow,
  type OrderRow,
  type OrderStatusChangeRow,
} from '../../db/schema/index.js';
import { containsPattern, prefixPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';
import type { CustomerScope } from './orders.policy.js';

/** The one place that queries the orders and cars tables. */

export const ORDER_TIE_BREAKER = orders.id;

/**
 * The order number matches an upper-cased prefix pattern: a range of orders_number_prefix_idx, whatever the
 * number of orders (a trigram search of "RT-…" reads the entries of every order).
 */
const numberStartsWith = (pattern: SQLWrapper | string): SQL => sql`upper(${orders.orderNumber}) like ${pattern}`;

/**
 * The order number starts with the text (with or without the RT- prefix, patterns upper-cased), or a car's VIN
 * contains it: the ids of such orders, each side served by its index (orders_number_prefix_idx, cars_vin_trgm_idx).
 */
const orderNumberOrVinMatches = (
  db: DbOrTx,
  number: SQLWrapper | string,
  prefixed: SQLWrapper | string,
  vin: SQLWrapper | string,
): SQL => {
  const byNumber = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(numberStartsWith(number), numberStartsWith(prefixed)));
  const byVin = db.select({ id: cars.orderId }).from(cars).where(ilike(cars.vin, vin));
  return inArray(orders.id, union(byNumber, byVin));
};

/** The patterns of the start of an order number, with and without RT-, upper-cased like the index. */
const numberPatterns = (text: string) =>
  [prefixPattern(text.toUpperCase()), prefixPattern(`${ORDER_NUMBER_PREFIX}${text}`.toUpperCase())] as const;

/** The ids of orders whose number starts with the text (with or without RT-, any case), as a subquery. */
export const orderIdsByNumber = (db: DbOrTx, text: string) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(or(...numberPatterns(text).map(numberStartsWith)));

/** The patterns of a search text: order number prefix (with or without RT-), any part of a VIN. */
const searchPatterns = (text: string) => [...numberPatterns(text), containsPattern(text)] as const;

/**
 * A list whose statements are built once per shape: `key` names the shape (everything in its SQL that is
 * not a placeholder), `values` fills its placeholders. Building a large statement costs Node more than
 * PostgreSQL takes to run it.
 */
export type StatementShape = { key: string; values: Record<string, unknown> };

/**
 * Live (not deleted) orders matching the conditions, as a paged query. A page first finds its ids (an
 * index-only scan of the list's index, however deep the page) and then reads those rows only, with the count
 * (capped when the list asks) in the same statement. With a `shape`, each statement is built once and sent
 * unnamed, so PostgreSQL still plans it with the request's values.
 */
const pagedOrders = <Row>(
  db: DbOrTx,
  columns: PgTable | Record<string, AnyPgColumn | SQL.Aliased>,
  conditions: (SQL | undefined)[],
  shape?: StatementShape,
): PagedQuery<Row> => {
  const where = and(isNull(orders.deletedAt), ...conditions);
  // the matching rows, counted up to the cap when there is one (a null cap counts them all): the walk stops there
  const counted = (cap: number | null | Placeholder) => countUpTo(db, orders, where, cap);
  type Limit = number | Placeholder;
  const pageWithTotal = (orderBy: SQL[], limit: Limit, offset: Limit, cap: number | null | Placeholder) => {
    const pageIds = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return db
      .select({ order: columns, total: sql<number | string>`(${counted(cap)})`.as('total') })
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...orderBy);
  };
  const read = (rows: { order: unknown; total: number | string }[]) => ({
    rows: rows.map((r) => r.order as Row),
    total: rows.length ? Number(rows[0].total) : null,
  });
  if (!shape)
    return {
      count: async (cap) => (await counted(cap ?? null))[0].n,
      // the page's rows with the count, in one statement (one round trip, one plan)
      pageWithTotal: async (w) => read(await pageWithTotal(w.orderBy, w.limit, w.offset, w.cap ?? null)),
    };
  return {
    count: async (cap) => {
      const statement = builtOnce(db, `${shape.key}:count`, () => counted(sql.placeholder('cap')));
      return ((await statement.execute({ ...shape.values, cap: cap ?? null })) as { n: number }[])[0].n;
    },
    pageWithTotal: async (w) => {
      const statement = builtOnce(db, `${shape.key}:${w.sortKey}`, () =>
        pageWithTotal(w.orderBy, sql.placeholder('limit'), sql.placeholder('offset'), sql.placeholder('cap')),
      );
      const values = { ...shape.values, limit: w.limit, offset: w.offset, cap: w.cap ?? null };
      return read((await statement.execute(values)) as { order: unknown; total: number | string }[]);
    },
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

type MyOrdersWhere = { scope: CustomerScope; criteria: MyOrdersCriteria; search?: string };
/** More columns of a list's rows, computed in its page's statement by the features that own them. */
export type ExtraColumns = Record<string, SQL.Aliased>;
/** A list's row with its extra columns' values. */
export type WithExtra<Row, Extra extends ExtraColumns> = Row & { [K in keyof Extra]: Extra[K]['_']['type'] };

/** What a row of My orders shows (`presentMyOrder`): its page reads these columns, not the whole order. */
const MY_ORDERS_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  isAutoDispatch: orders.isAutoDispatch,
  currentStep: orders.currentStep,
  isRejected: orders.isRejected,
  origin: orders.origin,
  fromCity: orders.fromCity,
  destination: orders.destination,
  toCity: orders.toCity,
  carsAmount: orders.carsAmount,
  shippingMethod: orders.shippingMethod,
  startAt: orders.startAt,
  dueDate: orders.dueDate,
  deliveryDays: orders.deliveryDays,
  dealerPriceTvaCents: orders.dealerPriceTvaCents,
};
export type MyOrdersListRow = Pick<OrderRow, keyof typeof MY_ORDERS_COLUMNS>;

/**
 * A customer's list, the busiest query of the product: its count and its pages are prepared statements,
 * one per shape (scope, filter, search or not, sort), with the owner, the search text, the window and the
 * count's cap as values, so a request neither builds nor parses SQL. The filter buttons' columns are in the
 * list's index (orders_user_idx, orders_business_idx): a page and its count read the index alone.
 */
export const myOrdersQuery = <Extra extends ExtraColumns = Record<never, never>>(
  db: DbOrTx,
  { scope, criteria, search }: MyOrdersWhere,
  // more columns for each row, computed in the page's statement (constant SQL: the statement is prepared by name)
  extra?: Extra,
): PagedQuery<WithExtra<MyOrdersListRow, Extra>> => {
  const owner = scope.by === 'business' ? orders.businessDetailsId : orders.userId;
  const where = and(
    isNull(orders.deletedAt),
    eq(owner, sql.placeholder('owner')),
    // an order an operator is still preparing for the customer shows once it is sent (decision 067)
    not(and(eq(orders.isCreatedByAdmin, true), eq(orders.status, OrderStatus.Draft), eq(orders.isEditable, true))!),
    criteria.statuses ? inArray(orders.status, [...criteria.statuses]) : undefined,
    criteria.autoDispatchOnly ? eq(orders.isAutoDispatch, true) : undefined,
    search
      ? orderNumberOrVinMatches(db, sql.placeholder('number'), sql.placeholder('prefixed'), sql.placeholder('vin'))
      : undefined,
  );
  const shape = [
    scope.by,
    criteria.statuses?.join('_') ?? 'any',
    criteria.autoDispatchOnly ? 'ad' : 'all',
    search ? 's' : 'n',
  ].join('_');
  const values = {
    owner: scope.id,
    ...(search
      ? {
          number: numberPatterns(search)[0],
          prefixed: numberPatterns(search)[1],
          vin: containsPattern(search),
        }
      : {}),
  };
  // The matching rows counted up to the cap (a null cap counts them all): the walk of the list's index stops there.
  const counted = () => countUpTo(db, orders, where, sql.placeholder('cap'));
  return {
    count: async (cap) => {
      const statement = preparedOnce(db, `my_orders_count_${shape}`, () => counted().prepare(`my_orders_count_${shape}`));
      return ((await statement.execute({ ...values, cap: cap ?? null })) as { n: number }[])[0].n;
    },
    pageWithTotal: async ({ orderBy, limit, offset, sortKey, cap }) => {
      const name = `my_orders_page_${shape}_${sortKey}`;
      const statement = preparedOnce(db, name, () => {
        const pageIds = db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page_ids');
        // the page's rows, each with the (capped) number of matching rows, counted once
        return db
          .select({
            order: { ...MY_ORDERS_COLUMNS, ...extra },
            total: sql<number>`(${counted()})`.as('total'),
          })
          .from(orders)
          .innerJoin(pageIds, eq(orders.id, pageIds.id))
          .orderBy(...orderBy)
          .prepare(name);
      });
      const rows = (await statement.execute({ ...values, limit, offset, cap: cap ?? null })) as {
        order: WithExtra<MyOrdersListRow, Extra>;
        total: number | string;
      }[];
      return { rows: rows.map((r) => r.order), total: rows.length ? Number(rows[0].total) : null };
    },
  };
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
export const locationMatches = (text: string): SQL => placesLike(containsPattern(text));
const placesLike = (pattern: string | Placeholder) =>
  sql`routier_order_places(${orders.fromCity}, ${orders.toCity}, ${orders.origin}, ${orders.destination}) like routier_fold(${pattern})`;

/**
 * `shape`: the list's statements are built once per shape; its scope's values are placeholders, and the
 * statuses and the searches' values are added to the shape here.
 */
export type ActiveJobsWhere = {
  scope: SQL;
  statuses: readonly OrderStatus[] | null;
  keyword?: string;
  location?: string;
  shape?: StatementShape;
};

/** What a row of the carriers' lists shows (the offers board, Active jobs): their pages read these columns only. */
const CARRIER_LIST_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  shippingMethod: orders.shippingMethod,
  isExpress: orders.isExpress,
  isEnclosed: orders.isEnclosed,
  isAntique: orders.isAntique,
  usExternalType: orders.usExternalType,
  origin: orders.origin,
  fromCity: orders.fromCity,
  destination: orders.destination,
  toCity: orders.toCity,
  carsAmount: orders.carsAmount,
  startAt: orders.startAt,
  dueDate: orders.dueDate,
  acceptedByTcAt: orders.acceptedByTcAt,
  carrierPriceCents: orders.carrierPriceCents,
};
export type CarrierListRow = Pick<OrderRow, keyof typeof CARRIER_LIST_COLUMNS>;

/**
 * A carrier's jobs: live orders in its scope, by status, keyword (number or VIN) and place. `extra`: more
 * columns for each row, computed in the page's statement (the board's "opened" flag).
 */
export const activeJobsQuery = <Extra extends ExtraColumns = Record<never, never>>(
  db: DbOrTx,
  w: ActiveJobsWhere,
  extra?: Extra,
): PagedQuery<WithExtra<CarrierListRow, Extra>> => {
  const [number, prefixed, vin] = w.keyword ? searchPatterns(w.keyword) : [];
  const location = w.location ? containsPattern(w.location) : undefined;
  // with a shape, the searches' values are placeholders too, and the statuses and searches name the shape
  const shape = w.shape && {
    key: [w.shape.key, w.statuses?.join('_') ?? 'any', w.keyword ? 'keyword' : '', w.location ? 'location' : ''].join(':'),
    values: { ...w.shape.values, number, prefixed, vin, location },
  };
  const value = (name: string, text: string | undefined) => (shape ? sql.placeholder(name) : text!);
  return pagedOrders(
    db,
    { ...CARRIER_LIST_COLUMNS, ...extra },
    [
      w.scope,
      w.statuses ? inArray(orders.status, [...w.statuses]) : undefined,
      w.keyword
        ? orderNumberOrVinMatches(db, value('number', number), value('prefixed', prefixed), value('vin', vin))
        : undefined,
      w.location ? placesLike(value('location', location)) : undefined,
    ],
    shape,
  );
};

/**
 * Auto-dispatch requests nobody holds, picked up in some provinces, in some statuses: oldest first, at most
 * `limit` (the carriers' quote-request list).
 */
export const findOpenQuoteRequests = (
  db: DbOrTx,
  w: { provinces: readonly string[]; statuses: readonly OrderStatus[]; limit: number },
): Promise<OrderRow[]> =>
  w.provinces.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.deletedAt),
            isNull(orders.carrierBusinessId),
            eq(orders.isAutoDispatch, true),
            inArray(orders.pickupProvince, [...w.provinces]),
            inArray(orders.status, [...w.statuses]),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(w.limit);

/** Live (not deleted) orders by id. */
export const findLiveOrders = (db: DbOrTx, ids: number[]): Promise<OrderRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), isNull(orders.deletedAt)));

/** Live orders booked since a moment to be paid by card, whatever their status since. */
export const findCardOrdersBookedSince = (db: DbOrTx, since: Date): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.paidWithCard, true), gte(orders.bookedAt, since), isNull(orders.deletedAt)));

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

/** A live order by id: a prepared statement, since nearly every order route reads one (all of its columns). */
export const findOrder = async (db: DbOrTx, id: number): Promise<OrderRow | null> => {
  const statement = preparedOnce(db, 'find_order', () =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder('id')), isNull(orders.deletedAt)))
      .prepare('find_order'),
  );
  return (await statement.execute({ id }))[0] ?? null;
};

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
      // a draft an operator sent back is no longer rejected once its customer submits it again (decision 062)
      ...(change.from === OrderStatus.Draft ? { isRejected: false, rejectComment: null } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, change.from), isNull(orders.deletedAt)))
    .returning();
  return row ?? null;
};

/**
 * Gives an open offer (status 3 or 8, held by nobody) to a transport company in one conditional UPDATE:
 * of two companies taking it at once exactly one gets the row, the other null. A new carrier price
 * (an accepted bid) recomputes the stored carrier price.
 */
export const assignCarrierIfOpen = async (
  db: DbOrTx,
  current: OrderRow,
  change: { businessId: number; at: Date; statuses: readonly number[]; initialTcPriceCents?: number },
) => {
  const initialTcPriceCents = change.initialTcPriceCents ?? current.initialTcPriceCents;
  const [row] = await db
    .update(orders)
    .set({
      carrierBusinessId: change.businessId,
      acceptedByTcAt: change.at,
      updatedAt: change.at,
      initialTcPriceCents,
      carrierPriceCents: storedCarrierPrice({ ...current, initialTcPriceCents }),
    })
    .where(
      and(
        eq(orders.id, current.id),
        isNull(orders.carrierBusinessId),
        isNull(orders.deletedAt),
        inArray(orders.status, [...change.statuses]),
      ),
    )
    .returning();
  return row ?? null;
};

/** An order's cars in car-number order (pricing and checkout read them). */
export const findOrderCars = (db: DbOrTx, orderId: number): Promise<CarRow[]> =>
  preparedOnce(db, 'find_order_cars', () =>
    db
      .select()
      .from(cars)
      .where(eq(cars.orderId, sql.placeholder('orderId')))
      .orderBy(cars.carNumber, cars.id)
      .prepare('find_order_cars'),
  ).execute({ orderId });

/** Locks a live order's row for the rest of the transaction (checkout books it once). */
export const lockOrder = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
      .for('update')
  )[0] ?? null;
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
export const findScopedVins = (db: DbOrTx, scope: CustomerScope, start: string, limit: number): Promise<string[]> =>
  findVinsWhere(db, eq(scope.by === 'business' ? orders.businessDetailsId : orders.userId, scope.id), start, limit);

/**
 * VINs starting with the text of the cars whose row matches the condition (on orders and cars: a customer's
 * orders, a carrier's jobs, a driver's cars), most recent first.
 */
export const findVinsWhere = async (db: DbOrTx, where: SQL, start: string, limit: number): Promise<string[]> => {
  const rows = await db
    .selectDistinctOn([cars.vin], { vin: cars.vin, at: cars.createdAt })
    .from(cars)
    .innerJoin(orders, eq(orders.id, cars.orderId))
    .where(and(where, isNull(orders.deletedAt), ilike(cars.vin, prefixPattern(start))))
    .orderBy(cars.vin, sql`${cars.createdAt} desc`)
    .limit(200);
  return rows
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((r) => r.vin as string);
};

/**
 * The pickup and destination cities of the orders matching the condition that contain the text, ignoring case
 * and accents ("montr" finds "Montréal"), most recently ordered first: a carrier's location suggestions.
 */
export const findCitiesWhere = async (db: DbOrTx, where: SQL, text: string, limit: number): Promise<string[]> => {
  const result = await db.execute(sql`
    with places as (
      select ${orders.fromCity} as city, ${orders.createdAt} as at from ${orders} where ${where} and ${orders.deletedAt} is null
      union all
      select ${orders.toCity} as city, ${orders.createdAt} as at from ${orders} where ${where} and ${orders.deletedAt} is null
    )
    select city from places
    where city is not null and city <> '' and routier_fold(city) like routier_fold(${containsPattern(text)})
    group by city
    order by max(at) desc, city
    limit ${limit}`);
  return rowsOf<{ city: string }>(result).map((r) => r.city);
};

export type CarrierJobCountsWindow = {
  /** YYYY-MM-DD in the carrier's time zone */
  today: string;
  /** last day of the upcoming window */
  until: string;
  /** ids of cars that a live load carries (a subquery of the loads feature) */
  assignedCarIds: SQLWrapper;
};

/** The counts behind the active-jobs statistics of the jobs a company holds, in one statement. */
export const carrierJobCounts = async (db: DbOrTx, businessId: number, w: CarrierJobCountsWindow) => {
  const open = sql`${orders.status} in (${sql.join(
    [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed, OrderStatus.Hold].map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const notStarted = sql`${orders.status} in (${OrderStatus.Active}, ${OrderStatus.Hold})`;
  const [row] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${orders.status} in (${OrderStatus.InProgress}, ${OrderStatus.Delayed}))`,
      late: sql<number>`count(*) filter (where ${open} and ${orders.dueDate} < ${w.today})`,
      upcomingDelivery: sql<number>`count(*) filter (where ${open} and ${orders.dueDate} between ${w.today} and ${w.until})`,
      upcomingPickups: sql<number>`count(*) filter (where ${notStarted} and ${orders.startAt} between ${w.today} and ${w.until})`,
      // columns render unqualified here: the cars of the subquery get an alias, the order its table name
      unassigned: sql<number>`count(*) filter (where ${open} and exists (
        select 1 from ${cars} as job_car where job_car.order_id = "orders"."id" and job_car.id not in (${w.assignedCarIds})))`,
    })
    .from(orders)
    .where(and(eq(orders.carrierBusinessId, businessId), isNull(orders.deletedAt)));
  return {
    inProgress: Number(row.inProgress),
    late: Number(row.late),
    upcomingDelivery: Number(row.upcomingDelivery),
    upcomingPickups: Number(row.upcomingPickups),
    unassigned: Number(row.unassigned),
  };
};

/** Completed (status 5) live orders delivered at or before `cutoff`, oldest first: due for automatic confirmation. */
export const findCompletedBefore = async (db: DbOrTx, cutoff: Date, limit: number): Promise<number[]> =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, OrderStatus.Completed), isNull(orders.deletedAt), lte(orders.completedAt, cutoff)))
      .orderBy(orders.completedAt, orders.id)
      .limit(limit)
  ).map((r) => r.id);
/** Rows of a raw statement, the same on PGlite and node-postgres. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A window of instants [from, to) for the dashboards' monthly figures. */
export type MonthWindow = { from: Date; to: Date };

export type CustomerMonthFigures = {
  /** the dealer's bookings per month (YYYY-MM, Toronto): paid cents and counts by method */
  booked: { month: string; paidCents: number; driveAway: number; flatbed: number; haulAway: number }[];
  /** deliveries per month */
  completed: { month: string; count: number }[];
  /** counts of today */
  inProgress: number;
  awaitingQuotes: number;
};

const BOOKED_STATUSES = sql`(${OrderStatus.Active}, ${OrderStatus.InProgress}, ${OrderStatus.Completed}, ${OrderStatus.CompletedConfirmed}, ${OrderStatus.Delayed}, ${OrderStatus.Hold})`;
const DONE_STATUSES = sql`(${OrderStatus.Completed}, ${OrderStatus.CompletedConfirmed})`;
/** an instant as a parameter both drivers send alike */
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** the month of an instant on the business's clock (America/Toronto), as the dashboards count them */
const monthKey = (column: SQLWrapper) => sql`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM')`;

/**
 * A customer's dashboard figures in one pass over his orders (the business's covering index): bookings
 * and deliveries grouped by month within the window, and today's open and awaiting-quote counts, as
 * grouping sets of one statement.
 */
export const customerMonthFigures = async (db: DbOrTx, scope: CustomerScope, w: MonthWindow): Promise<CustomerMonthFigures> => {
  const owner = scope.by === 'business' ? orders.businessDetailsId : orders.userId;
  const result = await db.execute(sql`
    with o as (
      select ${orders.status} as status, ${orders.shippingMethod} as method,
        case when ${orders.status} in ${BOOKED_STATUSES} and ${orders.bookedAt} >= ${ts(w.from)} and ${orders.bookedAt} < ${ts(w.to)}
          then ${monthKey(orders.bookedAt)} end as booked_month,
        case when ${orders.status} in ${DONE_STATUSES} and ${orders.completedAt} >= ${ts(w.from)} and ${orders.completedAt} < ${ts(w.to)}
          then ${monthKey(orders.completedAt)} end as completed_month,
        coalesce(${orders.dealerPriceCents}, 0) + ${orders.fuelFeeCents} + ${orders.taxFeeCents} as paid
      from ${orders}
      where ${owner} = ${scope.id} and ${orders.deletedAt} is null
    )
    select grouping(booked_month) as no_booked, grouping(completed_month) as no_completed, booked_month, completed_month,
      count(*)::int as n,
      coalesce(sum(paid), 0)::bigint as paid,
      count(*) filter (where method = 1)::int as drive_away,
      count(*) filter (where method = 2)::int as flatbed,
      count(*) filter (where method in (3, 4))::int as haul_away,
      count(*) filter (where status in (${OrderStatus.Active}, ${OrderStatus.InProgress}, ${OrderStatus.Delayed}, ${OrderStatus.Hold}))::int as in_progress,
      count(*) filter (where status in (${OrderStatus.Quotes}, ${OrderStatus.AutoDispatchPending}))::int as awaiting
    from o
    group by grouping sets ((booked_month), (completed_month), ())`);
  type Row = {
    no_booked: number;
    no_completed: number;
    booked_month: string | null;
    completed_month: string | null;
    n: number;
    paid: string | number;
    drive_away: number;
    flatbed: number;
    haul_away: number;
    in_progress: number;
    awaiting: number;
  };
  const figures: CustomerMonthFigures = { booked: [], completed: [], inProgress: 0, awaitingQuotes: 0 };
  for (const r of rowsOf<Row>(result)) {
    if (Number(r.no_booked) === 1 && Number(r.no_completed) === 1) {
      figures.inProgress = Number(r.in_progress);
      figures.awaitingQuotes = Number(r.awaiting);
    } else if (Number(r.no_booked) === 0 && r.booked_month !== null) {
      figures.booked.push({
        month: r.booked_month,
        paidCents: Number(r.paid),
        driveAway: Number(r.drive_away),
        flatbed: Number(r.flatbed),
        haulAway: Number(r.haul_away),
      });
    } else if (Number(r.no_completed) === 0 && r.completed_month !== null) {
      figures.completed.push({ month: r.completed_month, count: Number(r.n) });
    }
  }
  return figures;
};

export type CarrierMonthFigures = {
  /** jobs completed per month (YYYY-MM, Toronto): earned cents, count, delivered late */
  completed: { month: string; revenueCents: number; count: number; late: number }[];
  /** open jobs already overdue today, per month of their due date */
  overdue: { month: string; count: number }[];
  /** started jobs today (in progress or delayed) */
  inProgress: number;
};

/** A transport company's dashboard figures in one pass over its jobs (see customerMonthFigures). */
export const carrierMonthFigures = async (
  db: DbOrTx,
  businessId: number,
  w: MonthWindow & { today: string },
): Promise<CarrierMonthFigures> => {
  const fromDay = businessDayOf(w.from);
  const toDay = businessDayOf(w.to);
  const result = await db.execute(sql`
    with o as (
      select ${orders.status} as status,
        case when ${orders.status} in ${DONE_STATUSES} and ${orders.completedAt} >= ${ts(w.from)} and ${orders.completedAt} < ${ts(w.to)}
          then ${monthKey(orders.completedAt)} end as completed_month,
        case when ${orders.status} in (${OrderStatus.Active}, ${OrderStatus.InProgress}, ${OrderStatus.Delayed}, ${OrderStatus.Hold})
          and ${orders.dueDate} < ${w.today}::date and ${orders.dueDate} >= ${fromDay}::date and ${orders.dueDate} < ${toDay}::date
          then to_char(${orders.dueDate}, 'YYYY-MM') end as overdue_month,
        coalesce(${orders.carrierPriceCents}, 0) as earned,
        coalesce(not ${orders.deliveredOnTime}, (${orders.completedAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date > ${orders.dueDate}, false) as late
      from ${orders}
      where ${orders.carrierBusinessId} = ${businessId} and ${orders.deletedAt} is null
    )
    select grouping(completed_month) as no_completed, grouping(overdue_month) as no_overdue, completed_month, overdue_month,
      count(*)::int as n,
      coalesce(sum(earned), 0)::bigint as earned,
      count(*) filter (where late)::int as late,
      count(*) filter (where status in (${OrderStatus.InProgress}, ${OrderStatus.Delayed}))::int as in_progress
    from o
    group by grouping sets ((completed_month), (overdue_month), ())`);
  type Row = {
    no_completed: number;
    no_overdue: number;
    completed_month: string | null;
    overdue_month: string | null;
    n: number;
    earned: string | number;
    late: number;
    in_progress: number;
  };
  const figures: CarrierMonthFigures = { completed: [], overdue: [], inProgress: 0 };
  for (const r of rowsOf<Row>(result)) {
    if (Number(r.no_completed) === 1 && Number(r.no_overdue) === 1) figures.inProgress = Number(r.in_progress);
    else if (Number(r.no_completed) === 0 && r.completed_month !== null)
      figures.completed.push({
        month: r.completed_month,
        revenueCents: Number(r.earned),
        count: Number(r.n),
        late: Number(r.late),
      });
    else if (Number(r.no_overdue) === 0 && r.overdue_month !== null)
      figures.overdue.push({ month: r.overdue_month, count: Number(r.n) });
  }
  return figures;
};

export type CarrierCompletedStats = {
  driveAway: number;
  flatbed: number;
  haulAway: number;
  enclosed: number;
  jobs: number;
  cars: number;
  onTime: number;
  /** sum of days from acceptance to delivery over the jobs that have both */
  daysSum: number;
  daysCount: number;
  revenueCents: number;
};

/** Aggregates over the jobs a company completed within the window (dashboard stats). */
export const carrierCompletedStats = async (db: DbOrTx, businessId: number, w: MonthWindow): Promise<CarrierCompletedStats> => {
  const enclosed = sql`(${orders.shippingMethod} = 4 or (${orders.shippingMethod} = 3 and ${orders.isEnclosed}))`;
  const [row] = await db
    .select({
      driveAway: sql<number>`count(*) filter (where ${orders.shippingMethod} = 1)::int`,
      flatbed: sql<number>`count(*) filter (where ${orders.shippingMethod} = 2)::int`,
      haulAway: sql<number>`count(*) filter (where ${orders.shippingMethod} = 3 and not ${orders.isEnclosed})::int`,
      enclosed: sql<number>`count(*) filter (where ${enclosed})::int`,
      jobs: sql<number>`count(*)::int`,
      cars: sql<number>`coalesce(sum(${orders.carsAmount}), 0)::int`,
      onTime: sql<number>`count(*) filter (where not coalesce(not ${orders.deliveredOnTime}, (${orders.completedAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date > ${orders.dueDate}, false))::int`,
      daysSum: sql<number>`coalesce(sum(extract(epoch from ${orders.completedAt} - ${orders.acceptedByTcAt}) / 86400), 0)::float8`,
      daysCount: sql<number>`count(${orders.acceptedByTcAt})::int`,
      revenueCents: sql<string>`coalesce(sum(${orders.carrierPriceCents}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.carrierBusinessId, businessId),
        isNull(orders.deletedAt),
        sql`${orders.status} in ${DONE_STATUSES}`,
        sql`${orders.completedAt} >= ${ts(w.from)} and ${orders.completedAt} < ${ts(w.to)}`,
      ),
    );
  return {
    driveAway: Number(row.driveAway),
    flatbed: Number(row.flatbed),
    haulAway: Number(row.haulAway),
    enclosed: Number(row.enclosed),
    jobs: Number(row.jobs),
    cars: Number(row.cars),
    onTime: Number(row.onTime),
    daysSum: Number(row.daysSum),
    daysCount: Number(row.daysCount),
    revenueCents: Number(row.revenueCents),
  };
};

/** A customer's cancellations (decision 054): the order's, so they live with it. */

export type NewOrderCancellation = typeof orderCancellations.$inferInsert;

export const insertCancellation = async (db: DbOrTx, values: NewOrderCancellation): Promise<OrderCancellationRow> =>
  (await db.insert(orderCancellations).values(values).returning())[0];

export const findCancellation = async (db: DbOrTx, orderId: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId)))[0] ?? null;

export const findCancellationById = async (db: DbOrTx, id: number): Promise<OrderCancellationRow | null> =>
  (await db.select().from(orderCancellations).where(eq(orderCancellations.id, id)))[0] ?? null;

/** The payment's part of a cancellation: what the card was charged and what is given back. */
export const setCancellationRefund = (
  db: DbOrTx,
  id: number,
  money: { paymentId: number; chargedCents: number; refundCents: number },
) => db.update(orderCancellations).set(money).where(eq(orderCancellations.id, id));

export const markCancellationRefunded = (db: DbOrTx, id: number, at: Date) =>
  db
    .update(orderCancellations)
    .set({ refundedAt: at })
    .where(and(eq(orderCancellations.id, id), isNull(orderCancellations.refundedAt)));

/** A customer's cancellations per month of cancelling (YYYY-MM, Toronto) in [from, to): fees kept and refunds. */
export const customerCancellationMonths = async (db: DbOrTx, scope: CustomerScope, w: { from: Date; to: Date }) => {
  const owner = scope.by === 'business' ? orders.businessDetailsId : orders.userId;
  const month = sql<string>`to_char(${orderCancellations.cancelledAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      feeCents: sql<string>`coalesce(sum(${orderCancellations.feeCents}), 0)`,
      refundCents: sql<string>`coalesce(sum(${orderCancellations.refundCents}), 0)`,
    })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
    .where(
      and(
        eq(owner, scope.id),
        isNull(orders.deletedAt),
        gte(orderCancellations.cancelledAt, w.from),
        lt(orderCancellations.cancelledAt, w.to),
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, feeCents: Number(r.feeCents), refundCents: Number(r.refundCents) }));
};

export const ADMIN_ORDERS_SORT_COLUMNS: SortMap<AdminOrdersSort> = {
  created_at: orders.createdAt,
  order_number: orders.orderNumber,
  start_at: orders.startAt,
  due_date: orders.dueDate,
  status: orders.status,
};

/** Orders an operator follows: booked, carried, delayed or held. */
const FOLLOWED_STATUSES = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed, OrderStatus.Hold];

/**
 * What makes an order need an operator. The subqueries (ids of orders with an open request, an issue report, a
 * pending fuel-fee claim) come from their tables' owners; `today` and `soon` are days in the business's time zone.
 */
export type AttentionSources = {
  requests: SQLWrapper;
  reports: SQLWrapper;
  claims: SQLWrapper;
  /** orders with a customer's or carrier's chat message no operator has read */
  unreadChat: SQLWrapper;
  /** orders with a load assigned more than 24 hours ago its driver has not accepted */
  unacceptedLoads: SQLWrapper;
  today: string;
  soon: string;
};

const attentionConditions = (a: AttentionSources) => {
  const followed = inArray(orders.status, FOLLOWED_STATUSES);
  return {
    report: and(followed, inArray(orders.id, a.reports)) as SQL,
    request: inArray(orders.id, a.requests),
    fuel_claim: inArray(orders.id, a.claims),
    unassigned_soon: and(
      eq(orders.status, OrderStatus.Active),
      isNull(orders.carrierBusinessId),
      lte(orders.startAt, a.soon),
    ) as SQL,
    late: and(followed, lt(orders.dueDate, a.today)) as SQL,
    unread_chat: inArray(orders.id, a.unreadChat),
    driver_not_accepted: and(followed, inArray(orders.id, a.unacceptedLoads)) as SQL,
  } satisfies Record<AdminOrderAttention, SQL>;
};

export type AdminOrdersWhere = {
  status?: OrderStatus;
  shippingMethod?: number;
  createdFrom?: string;
  createdTo?: string;
  /** the text, with the ids of accounts and businesses whose names match it */
  search?: { text: string; users: SQLWrapper; businesses: SQLWrapper };
  attention?: AttentionSources;
};

const createdDay = sql`(${orders.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;

/**
 * Every live order for the operator: drafts only when asked for by status; searched on number, VIN, place,
 * customer and carrier; only those that need attention when asked.
 */
export const adminOrdersQuery = (db: DbOrTx, w: AdminOrdersWhere): PagedQuery<OrderRow> =>
  pagedOrders(db, orders, [
    w.status ? eq(orders.status, w.status) : ne(orders.status, OrderStatus.Draft),
    w.shippingMethod ? eq(orders.shippingMethod, w.shippingMethod) : undefined,
    w.createdFrom ? sql`${createdDay} >= ${w.createdFrom}` : undefined,
    w.createdTo ? sql`${createdDay} <= ${w.createdTo}` : undefined,
    w.search
      ? or(
          orderNumberOrVinMatches(db, ...searchPatterns(w.search.text)),
          locationMatches(w.search.text),
          inArray(orders.userId, w.search.users),
          inArray(orders.businessDetailsId, w.search.businesses),
          inArray(orders.carrierBusinessId, w.search.businesses),
        )
      : undefined,
    w.attention ? or(...Object.values(attentionConditions(w.attention))) : undefined,
  ]);

/** Which of the attention reasons hold for each of these orders. */
export const findAttentionReasons = async (
  db: DbOrTx,
  ids: number[],
  sources: AttentionSources,
): Promise<Map<number, AdminOrderAttention[]>> => {
  if (ids.length === 0) return new Map();
  const conditions = Object.entries(attentionConditions(sources)) as [AdminOrderAttention, SQL][];
  const rows = await db
    .select({ id: orders.id, ...Object.fromEntries(conditions.map(([key, c]) => [key, sql<boolean>`coalesce(${c}, false)`])) })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((row) => [row.id, conditions.filter(([key]) => (row as Record<string, unknown>)[key] === true).map(([key]) => key)]),
  );
};

/** Records a status change in the order's history (the lifecycle, in the changing transaction). */
export const insertStatusChange = async (db: DbOrTx, values: typeof orderStatusChanges.$inferInsert) => {
  await db.insert(orderStatusChanges).values(values);
};

/** An order's history, oldest first. */
export const findStatusChanges = (db: DbOrTx, orderId: number): Promise<OrderStatusChangeRow[]> =>
  db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));

/**
 * A carrier's jobs their customer cancelled (decision 054) after it took them, per month of cancelling (YYYY-MM,
 * Toronto): the carrier dashboard's cancelled jobs (decision 057).
 */
export const carrierCancellationMonths = async (db: DbOrTx, businessId: number, w: { from: Date; to: Date }) => {
  const month = sql<string>`to_char(${orderCancellations.cancelledAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, count: sql<number>`count(*)::int` })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
    .where(
      and(
        eq(orders.carrierBusinessId, businessId),
        isNull(orders.deletedAt),
        gte(orderCancellations.cancelledAt, w.from),
        lt(orderCancellations.cancelledAt, w.to),
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
};
