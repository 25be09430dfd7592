import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationList } from '@routier/domain';
import { users } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loadDemoData } from './demo-data.js';

describe('demo notifications', () => {
  let t: TestApp;
  const listOf = async (email: string) => {
    const headers = (await t.tokenFor((await t.db.select().from(users).where(eq(users.email, email)))[0])).headers;
    return (await t.app.inject({ url: '/api/users/notifications', headers })).json() as NotificationList;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoData(t.deps);
  });
  afterAll(() => t.close());

  it('the demo customers and carriers have read and unread notifications on their own orders', async () => {
    for (const email of ['dealer@routier.test', 'private@routier.test', 'carrier@routier.test', 'dispatcher@routier.test']) {
      const list = await listOf(email);
      expect(list.unread_count, email).toBeGreaterThan(0);
      expect(
        list.data.some((n) => n.read),
        email,
      ).toBe(true);
      expect(
        list.data.every((n) => n.title.length > 0 && !n.title.includes('undefined')),
        email,
      ).toBe(true);
    }
    const dealer = await listOf('dealer@routier.test');
    expect(dealer.unread_notification_order_ids.length).toBeGreaterThanOrEqual(2);
  });
});
