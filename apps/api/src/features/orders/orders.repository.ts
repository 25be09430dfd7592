import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { carrierPriceCents, ORDER_NUMBER_PREFIX, OrderStatus, type MyOrdersCriteria, type MyOrdersSort } from '@routier/domain';
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
