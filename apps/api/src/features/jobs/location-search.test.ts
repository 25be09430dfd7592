import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Role, type ActiveJobRow, type Paged } from '@routier/domain';
import { orders, type OrderAddress } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { locationMatches } from '../orders/orders.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const TROIS_RIVIERES: OrderAddress = {
  ...MONTREAL,
  address: '1500 Rue Royale, Trois-Rivières, QC G9A 4J9',
  city: 'Trois-Rivières',
  zip_code: 'G9A 4J9',
};

describe('active-jobs location search ignores accents and case', () => {
  let t: TestApp;
  let carrier: Session;
  const search = async (location: string) => {
    const res = await t.app.inject({
      url: `/api/orders/active/0?location=${encodeURIComponent(location)}`,
      headers: carrier.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Paged<ActiveJobRow>).data.map((o) => o.order_number).sort();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    const customer = await t.createUser(Role.Dealer);
    const held = (orderNumber: string) => ({
      orderNumber,
      status: 4,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: t.deps.clock(),
    });
    await createOrder(customer, { ...held('RT-710001'), origin: TORONTO, destination: MONTREAL });
    await createOrder(customer, { ...held('RT-710002'), origin: TROIS_RIVIERES, destination: TORONTO });
  });
  afterAll(() => t.close());

  it('"Montreal" finds "Montréal", and the accented spelling still works', async () => {
    expect(await search('Montreal')).toEqual(['RT-710001']);
    expect(await search('montréal')).toEqual(['RT-710001']);
    expect(await search('MONTRÉAL')).toEqual(['RT-710001']);
  });

  it('folds accents in streets and cities on either side of the trip', async () => {
    expect(await search('trois-rivieres')).toEqual(['RT-710002']);
    expect(await search('rue royale')).toEqual(['RT-710002']);
    expect(await search('toronto')).toEqual(['RT-710001', 'RT-710002']);
  });

  it('treats % and _ as text, and never matches across two fields', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('toronto montreal')).toEqual([]);
  });

  it('is served by the trigram index', async () => {
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: orders.id }).from(orders).where(locationMatches('montreal'));
      const { sql: text, params } = query.toSQL();
      const result = await tx.execute(sql.raw(`explain ${inline(text, params)}`));
      return JSON.stringify(result);
    });
    expect(plan).toContain('orders_places_search_idx');
  });
});

/** The query with its parameters written in, for EXPLAIN (which takes no bind parameters here). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replaceAll("'", "''")}'`);
