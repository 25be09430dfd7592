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

/** A busy dealer: more orders than the pages a request counts ahead (six past the page asked for). */
describe('my orders: a long list counted a few pages ahead', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  const page = async (url: string, body: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<MyOrderRow>;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    const dealer = await t.loginAs(Role.Dealer);
    headers = dealer.headers;
    for (let i = 1; i <= 110; i++)
      await createOrder(dealer.user, {
        orderNumber: `RT-61${String(i).padStart(4, '0')}`,
        cars: [],
        ...(i <= 3 ? { status: 3 } : {}),
      });
  });
  afterAll(() => t.close());

  it('counts six pages past the first and says more follow', async () => {
    const first = await page('/api/orders/all/1');
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ current_page: 1, last_page: 7, from: 1, to: 15, total: 105, per_page: 15, total_capped: true });
    expect(first.links).toMatchObject({
      last: 'http://routier.test/api/orders/all/1?page=7',
      next: 'http://routier.test/api/orders/all/1?page=2',
    });
    // the drafts filter: as long, counted the same way
    expect((await page('/api/orders/all/4')).meta).toMatchObject({ total: 105, total_capped: true });
  });

  it('gives the exact total once the end is within the pages counted, and pages past it stay empty', async () => {
    expect((await page('/api/orders/all/1', { page: 2 })).meta).toEqual({
      current_page: 2,
      last_page: 8,
      from: 16,
      to: 30,
      total: 110,
      per_page: 15,
    });
    const last = await page('/api/orders/all/1', { page: 8 });
    expect(last.data.map((o) => o.order_number)).toEqual(['RT-610106', 'RT-610107', 'RT-610108', 'RT-610109', 'RT-610110']);
    const past = await page('/api/orders/all/1', { page: 9 });
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 9, last_page: 8, total: 110, from: null });
  });

  it('counts a short filter and a search exactly', async () => {
    expect((await page('/api/orders/all/2')).meta).toEqual({
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 3,
      total: 3,
      per_page: 15,
    });
    const found = await page('/api/orders/all/1', { vin: '6101' });
    expect(found.meta).toMatchObject({ total: 11, last_page: 1 });
    expect(found.meta).not.toHaveProperty('total_capped');
  });
});
