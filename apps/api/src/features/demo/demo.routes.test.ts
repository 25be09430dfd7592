import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';

describe('GET /demo-accounts', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('lists the demo accounts in dev/demo mode', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ url: '/api/demo-accounts' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: typeof DEMO_ACCOUNTS };
    expect(data).toEqual(DEMO_ACCOUNTS);
    expect(data.map((a) => a.role)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 10]));
  });

  it('lists nothing when demo data is off', async () => {
    t = await buildTestApp({ DEMO_DATA: 'false' });
    expect((await t.app.inject({ url: '/api/demo-accounts' })).json()).toEqual({ data: [] });
  });

  it('lists nothing in production, even with demo data on', async () => {
    t = await buildTestApp({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DEMO_DATA: 'true' });
    expect((await t.app.inject({ url: '/api/demo-accounts' })).json()).toEqual({ data: [] });
  });
});
