import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListRow, Paged } from '@routier/domain';
import { loadDemoData } from '../../seed/demo-data.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { findUserByEmail } from '../users/user-records.service.js';
import { orderInvoices } from './billing.service.js';

/** The demo accounts' invoices and billing pages show real rows, issued the way the product issues them. */
describe('demo invoices', () => {
  let t: TestApp;
  const list = async (email: string, path: string) => {
    const user = await findUserByEmail(t.deps, email);
    const res = await t.app.inject({ url: `/api${path}`, headers: (await t.tokenFor(user!)).headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<InvoiceListRow>;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoData(t.deps);
  });
  afterAll(() => t.close());

  it("gives the dealer, the private user and the carrier invoices of their completed orders, with the cars' VINs", async () => {
    const dealer = await list('dealer@routier.test', '/invoices/dealers');
    const privateUser = await list('private@routier.test', '/invoices/individuals');
    const carrier = await list('carrier@routier.test', '/invoices/transport-companies');
    for (const page of [dealer, privateUser, carrier]) {
      expect(page.meta.total).toBeGreaterThan(0);
      for (const row of page.data) expect(row.amount).toBeGreaterThan(0);
    }
    const row = dealer.data.find((r) => !r.is_dry_run)!;
    const [invoice] = await orderInvoices(t.deps, row.order_id);
    expect(invoice.cars).toHaveLength(row.cars_amount);
    const vin = invoice.vins.split(' ')[0];
    expect(vin).toHaveLength(17);
    const searched = await list('dealer@routier.test', `/invoices/dealers?keyword=${vin.slice(-6)}`);
    expect(searched.data.map((r) => r.id)).toContain(row.id);
    const everyone = await list('accountant@routier.test', '/invoices/dealers');
    expect(everyone.meta.total).toBe(dealer.meta.total);
  });
});
