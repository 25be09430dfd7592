import { describe, expect, it } from 'vitest';
import { OrderStatus, ORDER_STATUSES } from './enums.js';
import {
  canDeleteOrder,
  MyOrdersFilter,
  MyOrdersFilterSchema,
  myOrderPath,
  myOrdersCriteria,
  MyOrdersQuerySchema,
  pageAfterDelete,
} from './my-orders.js';

const order = (status: OrderStatus, is_auto_dispatch = false, current_step: number | null = null) => ({
  id: 42,
  status,
  is_auto_dispatch,
  current_step,
});

describe('myOrderPath: click routing of auto-dispatch orders', () => {
  it('sends a pending auto-dispatch order to its quotes', () => {
    expect(myOrderPath(order(OrderStatus.AutoDispatchPending, true, 4))).toBe('/auto-dispatch/quotes/42');
  });

  it('sends a draft below step 4 to the auto-dispatch wizard', () => {
    for (const step of [null, 0, 1, 2, 3]) expect(myOrderPath(order(OrderStatus.Draft, true, step))).toBe('/auto-dispatch/42');
  });

  it('sends a draft at step 4 or more to the details step', () => {
    for (const step of [4, 5, 6]) expect(myOrderPath(order(OrderStatus.Draft, true, step))).toBe('/auto-dispatch/details/42');
  });

  it('sends any other status to the order page', () => {
    const others = ORDER_STATUSES.filter((s) => s !== OrderStatus.Draft && s !== OrderStatus.AutoDispatchPending);
    for (const s of others) expect(myOrderPath(order(s, true, 4))).toBe('/my-orders/42');
  });
});

describe('myOrderPath: click routing of regular orders', () => {
  it('sends drafts and quotes back to the wizard', () => {
    expect(myOrderPath(order(OrderStatus.Draft, false, 2))).toBe('/my-orders/create/42');
    expect(myOrderPath(order(OrderStatus.Quotes, false, 3))).toBe('/my-orders/create/42');
  });

  it('sends anything else to the order page', () => {
    const others = ORDER_STATUSES.filter((s) => s !== OrderStatus.Draft && s !== OrderStatus.Quotes);
    for (const s of others) expect(myOrderPath(order(s))).toBe('/my-orders/42');
  });
});

describe('canDeleteOrder', () => {
  it('allows deleting drafts only', () => {
    for (const s of ORDER_STATUSES) expect(canDeleteOrder({ status: s })).toBe(s === OrderStatus.Draft);
  });
});

describe('my-orders filters', () => {
  it('maps each filter to its statuses', () => {
    expect(myOrdersCriteria(MyOrdersFilter.All)).toEqual({ statuses: null, autoDispatchOnly: false });
    expect(myOrdersCriteria(MyOrdersFilter.Active).statuses).toEqual([3, 4, 8, 10]);
    expect(myOrdersCriteria(MyOrdersFilter.Completed).statuses).toEqual([5, 6]);
    expect(myOrdersCriteria(MyOrdersFilter.Drafts).statuses).toEqual([1]);
    expect(myOrdersCriteria(MyOrdersFilter.Quotes).statuses).toEqual([9]);
    expect(myOrdersCriteria(MyOrdersFilter.AutoDispatch)).toEqual({ statuses: null, autoDispatchOnly: true });
  });

  it('accepts filters 1 to 6 only', () => {
    expect(MyOrdersFilterSchema.parse('3')).toBe(3);
    for (const bad of ['0', '7', '9', 'x', '1.5']) expect(MyOrdersFilterSchema.safeParse(bad).success).toBe(false);
  });
});

describe('MyOrdersQuerySchema', () => {
  it('defaults to the newest first on page 1', () => {
    expect(MyOrdersQuerySchema.parse({})).toEqual({ order_by: 'created_at', order_direction: 'desc', page: 1 });
  });

  it('rejects a sort column outside the allow-list with the invalidChoice key', () => {
    const result = MyOrdersQuerySchema.safeParse({ order_by: 'password_hash' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['order_by'], message: 'invalidChoice' });
  });

  it('rejects page 0 and a bad direction', () => {
    expect(MyOrdersQuerySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(MyOrdersQuerySchema.safeParse({ order_direction: 'up' }).success).toBe(false);
  });
});

describe('pageAfterDelete', () => {
  it('goes back one page after deleting the last row of a page above 1', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(1, 1)).toBe(1);
    expect(pageAfterDelete(3, 4)).toBe(3);
  });
});
