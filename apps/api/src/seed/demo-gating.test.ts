import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { countDemoAccounts, loadDemoData } from './demo-data.js';

describe('demo data gating', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('never loads in production, even when DEMO_DATA=true', async () => {
    t = await buildTestApp({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DEMO_DATA: 'true' });
    expect(t.deps.env.demoData).toBe(false);
    expect(await loadDemoData(t.deps)).toBe(false);
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      payload: { email: 'admin@routier.test', password: 'routier-demo' },
    });
    expect(signIn.statusCode).toBe(422);
  });

  it('counts the demo accounts that exist', async () => {
    t = await buildTestApp();
    expect(await countDemoAccounts(t.db)).toBe(0);
    await t.createUser(1, { email: 'admin@routier.test' });
    await t.createUser(3, { email: 'someone@example.test' });
    expect(await countDemoAccounts(t.db)).toBe(1);
  });
});
