import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type MyOrderRow, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

describe('my orders: paging', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  const page = async (url: string, body: Record<string, unknown> = {}) =>
    (await t.app.inject({ method: 'POST', url, headers, payload: body })).json() as Paged<MyOrderRow>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    const dealer = await t.loginAs(Role.Dealer);
    headers = dealer.headers;
    for (let i = 1; i <= 20; i++)
      await createOrder(dealer.user, { orderNumber: `RT-6000${String(i).padStart(2, '0')}`, status: 3 });
  });
  afterAll(() => t.close());

  it('serves 15 rows a page with meta and links', async () => {
    const first = await page('/api/orders/all/1');
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, from: 1, to: 15, total: 20, per_page: 15 });
    expect(first.links).toEqual({
      first: 'http://routier.test/api/orders/all/1?page=1',
      last: 'http://routier.test/api/orders/all/1?page=2',
      prev: null,
      next: 'http://routier.test/api/orders/all/1?page=2',
    });
  });

  it('serves the rest on the last page, with no overlap', async () => {
    const first = await page('/api/orders/all/1');
    const second = await page('/api/orders/all/1', { page: 2 });
    expect(second.data).toHaveLength(5);
    expect(second.meta).toMatchObject({ current_page: 2, from: 16, to: 20 });
    expect(second.links).toMatchObject({ prev: 'http://routier.test/api/orders/all/1?page=1', next: null });
    const all = [...first.data, ...second.data].map((o) => o.order_number);
    expect(new Set(all).size).toBe(20);
  });

  it('keeps the page order stable when the sort column ties', async () => {
    const a = await page('/api/orders/all/1', { order_by: 'status', page: 1 });
    const b = await page('/api/orders/all/1', { order_by: 'status', page: 2 });
    expect(new Set([...a.data, ...b.data].map((o) => o.id)).size).toBe(20);
  });

  it('keeps query values in the links', async () => {
    const res = await page('/api/orders/all/1?order_by=order_number&order_direction=asc');
    expect(res.data[0].order_number).toBe('RT-600001');
    expect(res.links.next).toBe('http://routier.test/api/orders/all/1?order_by=order_number&order_direction=asc&page=2');
  });

  it('answers an empty page past the end', async () => {
    const res = await page('/api/orders/all/1', { page: 3 });
    expect(res.data).toEqual([]);
    expect(res.meta).toEqual({ current_page: 3, last_page: 2, from: null, to: null, total: 20, per_page: 15 });
    expect(res.links.prev).toBe('http://routier.test/api/orders/all/1?page=2');
  });

  it('starts an empty list with last_page 0', async () => {
    headers = (await t.loginAs(Role.PrivateUser)).headers;
    const res = await page('/api/orders/all/1');
    expect(res).toEqual({
      data: [],
      links: {
        first: 'http://routier.test/api/orders/all/1?page=1',
        last: 'http://routier.test/api/orders/all/1?page=1',
        prev: null,
        next: null,
      },
      meta: { current_page: 1, last_page: 0, from: null, to: null, total: 0, per_page: 15 },
    });
  });
});
