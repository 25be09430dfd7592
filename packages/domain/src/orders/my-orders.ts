import { z } from 'zod';
import { OrderStatus } from './enums.js';
import { text } from '../common/validation.js';
import { directionField, filterField, orderByField, pageField } from '../lists/paging.js';

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
export const MyOrdersFilterSchema = /*#__PURE__*/ filterField<MyOrdersFilter>(1, 6);

export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Active,
  OrderStatus.InProgress,
  OrderStatus.Delayed,
  OrderStatus.Hold,
];
export const COMPLETED_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.CompletedConfirmed];

/** What a filter selects: statuses (null = any) and, for the auto-dispatch button, only auto-dispatch orders. */
export type MyOrdersCriteria = { statuses: readonly OrderStatus[] | null; autoDispatchOnly: boolean };

export const myOrdersCriteria = (filter: MyOrdersFilter): MyOrdersCriteria => {
  switch (filter) {
    case MyOrdersFilter.Active:
      return { statuses: ACTIVE_STATUSES, autoDispatchOnly: false };
    case MyOrdersFilter.Completed:
      return { statuses: COMPLETED_STATUSES, autoDispatchOnly: false };
    case MyOrdersFilter.Drafts:
      return { statuses: [OrderStatus.Draft], autoDispatchOnly: false };
    case MyOrdersFilter.Quotes:
      return { statuses: [OrderStatus.Quotes], autoDispatchOnly: false };
    case MyOrdersFilter.AutoDispatch:
      return { statuses: null, autoDispatchOnly: true };
    default:
      return { statuses: null, autoDispatchOnly: false };
  }
};

export const MY_ORDERS_SORTS = ['created_at', 'order_number', 'from_city', 'cars_amount', 'status', 'due_date', 'price'] as const;
export type MyOrdersSort = (typeof MY_ORDERS_SORTS)[number];

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const MyOrdersQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(MY_ORDERS_SORTS, 'created_at'),
    order_direction: directionField(),
    page: pageField(),
    /** a VIN fragment or the start of an order number */
    vin: text({ max: 30 }).optional(),
  }))();
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

/** After a delete: the last row of a page above 1 takes the list back one page (spec: my-orders delete). */
export const pageAfterDelete = (page: number, rowsOnPage: number) => (rowsOnPage <= 1 && page > 1 ? page - 1 : page);
