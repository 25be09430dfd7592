import { z } from 'zod';
import { OrderStatus } from './enums.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';

/** My-orders filter buttons: 1 all, 2 active, 3 completed, 4 drafts, 5 quotes, 6 auto dispatch. */
export const MyOrdersFilter = { All: 1, Active: 2, Completed: 3, Drafts: 4, Quotes: 5, AutoDispatch: 6 } as const;
export type MyOrdersFilter = (typeof MyOrdersFilter)[keyof typeof MyOrdersFilter];
export const MY_ORDERS_FILTER_KEYS: Record<MyOrdersFilter, string> = {
  1: 'all',
  2: 'active',
  3: 'completed',
  4: 'drafts',
  5: 'quotes',
  6: 'autoDispatch',
};
export const MyOrdersFilterSchema = z.coerce.number().int().min(1).max(6).transform((v) => v as MyOrdersFilter);

export const ACTIVE_STATUSES: readonly OrderStatus[] = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed, OrderStatus.Hold];
export const COMPLETED_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.CompletedConfirmed];

export const MY_ORDERS_SORTS = ['created_at', 'order_number', 'from_city', 'cars_amount', 'status', 'due_date', 'price'] as const;
export type MyOrdersSort = (typeof MY_ORDERS_SORTS)[number];

export const MyOrdersQuerySchema = z.object({
  order_by: orderByField(MY_ORDERS_SORTS, 'created_at'),
  order_direction: directionField(),
  page: pageField(),
  vin: z.string().trim().max(30).optional(),
});
export type MyOrdersQuery = z.infer<typeof MyOrdersQuerySchema>;

type ClickableOrder = { id: number; status: OrderStatus; is_auto_dispatch: boolean; current_step: number | null };

/** Where a click on a my-orders row leads (spec: click routing for regular and auto-dispatch orders). */
export const myOrderPath = (o: ClickableOrder): string => {
  if (o.is_auto_dispatch) {
    if (o.status === OrderStatus.AutoDispatchPending) return `/auto-dispatch/quotes/${o.id}`;
    if (o.status === OrderStatus.Draft) {
      return (o.current_step ?? 0) < 4 ? `/auto-dispatch/${o.id}` : `/auto-dispatch/details/${o.id}`;
    }
    return `/my-orders/${o.id}`;
  }
  if (o.status === OrderStatus.Draft || o.status === OrderStatus.Quotes) return `/my-orders/create/${o.id}`;
  return `/my-orders/${o.id}`;
};

export const canDeleteOrder = (o: { status: OrderStatus }) => o.status === OrderStatus.Draft;
