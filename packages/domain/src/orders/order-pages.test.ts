import { describe, expect, it } from 'vitest';
import { OrderStatus, ORDER_STATUSES } from './enums.js';
import { myOrderPath } from './my-orders.js';
import { orderPageOf, orderRouteRedirect, type RoutedOrder } from './order-pages.js';

const order = (over: Partial<RoutedOrder>): RoutedOrder => ({
  id: 7,
  status: OrderStatus.Draft,
  current_step: 2,
  is_auto_dispatch: false,
  is_rejected: false,
  ...over,
});

/** Follows the pages' redirects from a path the way the browser does; the pages visited, the last one showing it. */
const settle = (o: RoutedOrder, from: string, accepted = false) => {
  const visited = [from];
  for (let path = from; ;) {
    const page = orderPageOf(path, o.id);
    if (page === null) return visited;
    const next = orderRouteRedirect(page, o, accepted);
    if (next === null) return visited;
    if (visited.includes(next)) throw new Error(`redirect loop: ${[...visited, next].join(' → ')}`);
    visited.push(next);
    path = next;
  }
};
const settlesOn = (o: RoutedOrder, from: string, accepted = false) => settle(o, from, accepted).at(-1);

const steps = [null, 1, 2, 3, 4, 5, 6];
const every = ORDER_STATUSES.flatMap((status) =>
  steps.flatMap((current_step) =>
    [false, true].flatMap((is_auto_dispatch) =>
      [false, true].map((is_rejected) => order({ status, current_step, is_auto_dispatch, is_rejected })),
    ),
  ),
);
const entries = (id: number) => [
  `/my-orders/${id}`,
  `/my-orders/create/${id}`,
  `/auto-dispatch/${id}`,
  `/auto-dispatch/quotes/${id}`,
  `/auto-dispatch/details/${id}`,
];

describe('order pages: redirects between them', () => {
  it('never loop, from any page, for any order, with or without an accepted quote', () => {
    for (const o of every)
      for (const from of entries(o.id))
        for (const accepted of [false, true]) expect(settle(o, from, accepted).length).toBeLessThanOrEqual(4);
  });

  it('keep a clicked my-orders row on the page the click opened, or one step further for an auto-dispatch draft', () => {
    for (const o of every) {
      const path = settle(o, myOrderPath(o));
      expect(path.length).toBeLessThanOrEqual(2);
    }
  });

  it('open the demo auto-dispatch draft at step 4 (RT-100131) on its quotes, where the request is still to be sent', () => {
    const draft = order({ is_auto_dispatch: true, current_step: 4 });
    expect(myOrderPath(draft)).toBe('/auto-dispatch/details/7');
    expect(settle(draft, '/auto-dispatch/details/7')).toEqual(['/auto-dispatch/details/7', '/auto-dispatch/quotes/7']);
    expect(settlesOn(draft, '/my-orders/7')).toBe('/auto-dispatch/quotes/7');
    expect(settlesOn(draft, '/my-orders/create/7')).toBe('/auto-dispatch/quotes/7');
  });

  it('keep an auto-dispatch draft at step 4 in the wizard, at its quote request, when opened there', () => {
    const draft = order({ is_auto_dispatch: true, current_step: 4 });
    expect(orderRouteRedirect('auto-dispatch', draft)).toBeNull();
    expect(settlesOn(order({ is_auto_dispatch: true, current_step: 5 }), '/auto-dispatch/7')).toBe('/auto-dispatch/quotes/7');
    const pending = order({ is_auto_dispatch: true, status: OrderStatus.AutoDispatchPending, current_step: 4 });
    expect(settlesOn(pending, '/auto-dispatch/7')).toBe('/auto-dispatch/quotes/7');
  });

  it('open an auto-dispatch draft below step 4 (RT-100135) in the auto-dispatch wizard', () => {
    for (const current_step of [null, 1, 2, 3]) {
      const draft = order({ is_auto_dispatch: true, current_step });
      for (const from of entries(7)) expect(settlesOn(draft, from)).toBe('/auto-dispatch/7');
    }
  });

  it('show the notes and payment only with an accepted quote; without one, the quotes', () => {
    const pending = order({ is_auto_dispatch: true, status: OrderStatus.AutoDispatchPending, current_step: 4 });
    expect(orderRouteRedirect('details', pending, true)).toBeNull();
    expect(orderRouteRedirect('details', pending, false)).toBe('/auto-dispatch/quotes/7');
    expect(settlesOn(pending, '/my-orders/7')).toBe('/auto-dispatch/quotes/7');
    expect(settlesOn(pending, '/my-orders/create/7')).toBe('/auto-dispatch/quotes/7');
  });

  it('show a booked auto-dispatch order on its page, wherever it is opened', () => {
    for (const status of [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Completed, OrderStatus.Cancelled])
      for (const is_rejected of [false, true]) {
        const booked = order({ is_auto_dispatch: true, status, current_step: 6, is_rejected });
        for (const from of entries(7)) expect(settlesOn(booked, from)).toBe('/my-orders/7');
      }
  });

  it('leave regular orders where they were: drafts and quotes in the wizard, booked ones on their page', () => {
    expect(settlesOn(order({}), '/my-orders/7')).toBe('/my-orders/create/7');
    expect(settlesOn(order({ status: OrderStatus.Quotes }), '/auto-dispatch/details/7')).toBe('/my-orders/create/7');
    expect(settlesOn(order({ status: OrderStatus.Active, current_step: 6 }), '/auto-dispatch/quotes/7')).toBe('/my-orders/7');
    expect(settlesOn(order({ status: OrderStatus.Active, current_step: 6 }), '/auto-dispatch/7')).toBe('/my-orders/7');
  });
});
