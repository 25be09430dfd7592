import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LiveEvent } from '@routier/domain';
import { buildTestApp, csrfHeaders, json, type TestApp } from '../../test/build-test-app.js';
import { connectLive, type LiveTestClient } from '../../test/live-client.js';
import { publishLive } from '../../platform/live/publish.js';

describe('live channel', () => {
  let t: TestApp;
  let base: string;
  const open: LiveTestClient[] = [];

  const ticketOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers });
    expect(res.statusCode).toBe(200);
    return json<{ ticket: string; expires_in: number }>(res);
  };
  const connect = async (ticket: string) => {
    const client = await connectLive(base, ticket);
    open.push(client);
    return client;
  };
  const isOrder = (id: number) => (e: LiveEvent) => e.kind === 'order' && e.orderId === id;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of open) await client.close();
    await t.close();
  });

  it('gives a signed-in user a short-lived ticket, and nobody else', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const ticket = await ticketOf(headers);
    expect(ticket.expires_in).toBe(60);
    expect(ticket.ticket).toMatch(/^\d+\.\d+\.\d+\.[\w-]+\.[\w-]+$/);
    expect((await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: csrfHeaders })).statusCode).toBe(401);
  });

  it('delivers an event to the targeted user only', async () => {
    const alice = await t.loginAs(Role.Dealer);
    const bob = await t.loginAs(Role.Dealer);
    const aliceSocket = await connect((await ticketOf(alice.headers)).ticket);
    const bobSocket = await connect((await ticketOf(bob.headers)).ticket);
    await publishLive(t.db, { userIds: [alice.user.id] }, { kind: 'order', orderId: 101 });
    expect(await aliceSocket.next(isOrder(101))).toEqual({ kind: 'order', orderId: 101 });
    await bobSocket.nothingFor(200, isOrder(101));
  });

  it('delivers a role event to every socket of that role, in every tab', async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    const dispatcher = await t.loginAs(Role.Dispatcher);
    const dealer = await t.loginAs(Role.Dealer);
    const tabs = [
      await connect((await ticketOf(carrier.headers)).ticket),
      await connect((await ticketOf(carrier.headers)).ticket),
    ];
    const dispatcherSocket = await connect((await ticketOf(dispatcher.headers)).ticket);
    const dealerSocket = await connect((await ticketOf(dealer.headers)).ticket);
    await publishLive(t.db, { roles: [Role.TransportCompany, Role.Dispatcher] }, { kind: 'offers' });
    for (const socket of [...tabs, dispatcherSocket]) await socket.next((e) => e.kind === 'offers');
    await dealerSocket.nothingFor(200, (e) => e.kind === 'offers');
  });

  it('delivers nothing from a transaction that rolls back, and only on commit from one that commits', async () => {
    const { user, headers } = await t.loginAs(Role.PrivateUser);
    const socket = await connect((await ticketOf(headers)).ticket);
    await t.db
      .transaction(async (tx) => {
        await publishLive(tx, { userIds: [user.id] }, { kind: 'order', orderId: 201 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await socket.nothingFor(300, isOrder(201));
    await t.db.transaction(async (tx) => {
      await publishLive(tx, { userIds: [user.id] }, { kind: 'order', orderId: 202 });
      await socket.nothingFor(100, isOrder(202));
    });
    await socket.next(isOrder(202));
  });

  it('refuses an expired ticket', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(headers);
    t.setNow(new Date(new Date('2026-11-21T15:00:00Z').getTime() + 61_000));
    try {
      await expect(connectLive(base, ticket)).rejects.toThrow(/401/);
    } finally {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
    }
  });

  it("refuses a forged ticket, and another user's ticket rewritten to someone else", async () => {
    const alice = await t.loginAs(Role.Dealer);
    const bob = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(alice.headers);
    const [, tokenId, expires, nonce, signature] = ticket.split('.');
    const bobs = (await ticketOf(bob.headers)).ticket.split('.')[1];
    await expect(connectLive(base, `${bob.user.id}.${tokenId}.${expires}.${nonce}.${signature}`)).rejects.toThrow(/401/);
    await expect(connectLive(base, `${alice.user.id}.${bobs}.${expires}.${nonce}.${signature}`)).rejects.toThrow(/401/);
    await expect(
      connectLive(base, `${alice.user.id}.${tokenId}.${Number(expires) + 3600}.${nonce}.${signature}`),
    ).rejects.toThrow(/401/);
    await expect(connectLive(base, `${alice.user.id}.${tokenId}.${expires}.${nonce}X.${signature}`)).rejects.toThrow(/401/);
    await expect(connectLive(base, `${alice.user.id}.${tokenId}.${expires}.${nonce}.${'A'.repeat(43)}`)).rejects.toThrow(/401/);
    await expect(connectLive(base, 'not-a-ticket')).rejects.toThrow(/422/);
  });

  it('refuses the ticket of an account deleted since it was issued', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(headers);
    await t.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`);
    await expect(connectLive(base, ticket)).rejects.toThrow(/401/);
  });

  it('opens one socket per ticket, on whichever instance sees it first: the second use is refused', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(headers);
    await connect(ticket);
    await expect(connectLive(base, ticket)).rejects.toThrow(/401/);
  });

  it('refuses a ticket whose session has signed out since', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(headers);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/web-logout', headers })).statusCode).toBe(200);
    await expect(connectLive(base, ticket)).rejects.toThrow(/401/);
  });

  it('answers a plain HTTP request on the socket route without a socket', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const { ticket } = await ticketOf(headers);
    const res = await t.app.inject({ url: `/api/live?ticket=${ticket}` });
    expect(res.statusCode).toBe(404);
  });
});
