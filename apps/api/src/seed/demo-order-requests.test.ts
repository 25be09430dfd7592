import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderRequestRow, OrderLogList, OrderRequestsState, Paged } from '@routier/domain';
import { users } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loadDemoData } from './demo-data.js';

describe('demo reports, requests and chats', () => {
  let t: TestApp;
  const headersOf = async (email: string) =>
    (await t.tokenFor((await t.db.select().from(users).where(eq(users.email, email)))[0])).headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoData(t.deps);
  });
  afterAll(() => t.close());

  it('the admin has a pending cancellation request to review, with the carrier thread that led to it', async () => {
    const admin = await headersOf('admin@routier.test');
    const list = (await t.app.inject({ url: '/api/admin/order-requests', headers: admin })).json() as Paged<AdminOrderRequestRow>;
    expect(list.data).toEqual([
      expect.objectContaining({ type: 'cancel', status: 'pending', carrier_name: 'Northern Haul Inc.' }),
    ]);
    const log = (
      await t.app.inject({ url: `/api/order-logs/${list.data[0].order_id}?thread=carrier`, headers: admin })
    ).json() as OrderLogList;
    expect(log.data.map((e) => e.event?.type ?? e.display_text)).toEqual([
      'Our flatbed broke down on the 403 near Oakville.',
      'Sorry to hear it. Can another truck take it?',
      'cancel_requested',
    ]);
  });

  it('the dealer has a conversation with the admin, and a job taken two hours ago cannot be cancelled yet', async () => {
    const dealer = await headersOf('dealer@routier.test');
    const carrier = await headersOf('carrier@routier.test');
    const jobs = (await t.app.inject({ url: '/api/orders/active/1?per_page=50', headers: carrier })).json() as {
      data: { id: number }[];
    };
    const states = await Promise.all(
      jobs.data.map(
        async (j) => (await t.app.inject({ url: `/api/order-requests/${j.id}`, headers: carrier })).json() as OrderRequestsState,
      ),
    );
    expect(states.some((s) => s.cancel?.refusal === 'order.cancel_available_after_12_hours')).toBe(true);
    const chats = await Promise.all(
      jobs.data.map(
        async (j) => (await t.app.inject({ url: `/api/order-logs/${j.id}`, headers: dealer })).json() as OrderLogList,
      ),
    );
    expect(
      chats
        .flatMap((c) => c.data ?? [])
        .filter((e) => !e.event)
        .map((e) => e.sender_role_name),
    ).toEqual(['dealer', 'admin']);
  });
});
