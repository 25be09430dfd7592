import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type InvoiceListRow, type Paged } from '@routier/domain';
import { invoices } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** A dealer with more invoices than the pages his list counts ahead: 110. */
describe('invoices: a total counted a few pages ahead', () => {
  let t: TestApp;
  let dealer: Session;

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/invoices/dealers${query}`, headers: dealer.headers });
    expect(res.statusCode, query).toBe(200);
    return res.json() as Paged<InvoiceListRow>;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    const rows = [];
    for (let i = 1; i <= 110; i++) {
      const order = await createOrder(dealer.user, { orderNumber: `RT-9${String(i).padStart(5, '0')}`, status: 4, cars: [] });
      const at = new Date(Date.UTC(2026, 10, 1, 0, i));
      rows.push({
        orderId: order.id,
        kind: 'customer' as const,
        audience: 'dealers' as const,
        invoiceNumber: `INV-2026-${String(i).padStart(6, '0')}`,
        recipientUserId: dealer.user.id,
        recipientBusinessId: dealer.user.businessDetailsId,
        recipientName: 'Dealer',
        orderNumber: order.orderNumber,
        carsAmount: 1,
        completedAt: at,
        issuedAt: at,
        subtotalCents: 10_000,
        totalCents: 11_300,
      });
    }
    await t.deps.db.insert(invoices).values(rows);
  });
  afterAll(() => t.close());

  it('counts six pages past the first and says more follow', async () => {
    const first = await list();
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ current_page: 1, last_page: 7, from: 1, to: 15, total: 105, per_page: 15, total_capped: true });
  });

  it('gives the exact total once the end is within the pages counted, and of a search', async () => {
    expect((await list('?page=2')).meta).toEqual({ current_page: 2, last_page: 8, from: 16, to: 30, total: 110, per_page: 15 });
    expect((await list('?page=8')).data).toHaveLength(5);
    expect((await list('?keyword=RT-90001')).meta).toMatchObject({ total: 10 });
  });
});
