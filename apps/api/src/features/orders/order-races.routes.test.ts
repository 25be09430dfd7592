import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { bids, invoices, orders, quotePrices } from '../../db/schema/index.js';
import { addQuote } from '../auto-dispatch/auto-dispatch.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Decisions on one order sent at the same time (Promise.all of requests: on PostgreSQL each runs on its own pool
 * connection). The order row is locked first by each of them: one wins, the other answers 409 with what
 * happened, never 500 (decision 042).
 */
describe('concurrent decisions on one order', () => {
  let t: TestApp;
  let admin: Session;
  let carrier: Session;
  let rival: Session;
  let dealer: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin);
    carrier = await t.loginAs(Role.TransportCompany);
    rival = await t.loginAs(Role.TransportCompany);
    dealer = await t.loginAs(Role.Dealer);
  });
  afterAll(() => t.close());

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const statuses = (replies: Reply[]) => replies.map((r) => r.statusCode).sort();
  const offer = async () =>
    (
      await factory.createOrder(dealer.user, {
        status: OrderStatus.Active,
        shippingMethod: 3,
        initialTcPriceCents: 60_000,
        dealerPriceTvaCents: 150_000,
        dueDate: '2026-12-01',
      })
    ).id;

  it('two bids of one order accepted at once: one 200, one 409 saying another bid won; never 500', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await offer();
      const placed = await Promise.all(
        [carrier, rival].map((who) =>
          t.app.inject({
            method: 'POST',
            url: `/api/bids/${id}`,
            headers: who.headers,
            payload: { amount: 500, eta: '2026/11/28' },
          }),
        ),
      );
      expect(placed.map((r) => r.statusCode)).toEqual([200, 200]);
      const bidIds = placed.map((r) => (r.json() as { bid: { id: number } }).bid.id);
      const decided = await Promise.all(
        bidIds.map((bidId) => t.app.inject({ method: 'POST', url: `/api/admin/bids/${bidId}/accept`, headers: admin.headers })),
      );
      expect(statuses(decided)).toEqual([200, 409]);
      const loser = decided.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ message: 'bid.other_accepted', errors: { bid: ['otherBidAccepted'] } });
      const winnerBid = bidIds[decided.findIndex((r) => r.statusCode === 200)];
      const rows = await t.db.select().from(bids).where(eq(bids.orderId, id));
      expect(rows.filter((b) => b.status === 2).map((b) => b.id)).toEqual([winnerBid]);
      const winner = rows.find((b) => b.id === winnerBid)!;
      expect((await orderRow(id)).carrierBusinessId).toBe(winner.businessDetailsId);
    }
  });

  it('two quotes of one order accepted at once: one 200, one 409 saying another quote won; never 500', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await factory.createOrder(dealer.user, {
        status: OrderStatus.AutoDispatchPending,
        isAutoDispatch: true,
        distanceKm: 540,
        startAt: '2026-11-23',
      });
      const quoteIds: number[] = [];
      for (const company of [carrier, rival]) {
        const quote = await addQuote(t.deps, {
          orderId: order.id,
          businessDetailsId: company.user.businessDetailsId!,
          userId: company.user.id,
          shippingMethod: 3,
          pickupDate: '2026-11-24',
          dropoffDate: '2026-11-27',
          carrierPriceCents: 45_000,
          availableTill: new Date('2026-11-23T00:00:00Z'),
        });
        quoteIds.push(quote!.id);
      }
      const accepted = await Promise.all(
        quoteIds.map((q) => t.app.inject({ url: `/api/auto-dispatch/v2/accept-offer/${q}`, headers: dealer.headers })),
      );
      expect(statuses(accepted)).toEqual([200, 409]);
      expect(accepted.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: 'quote.other_accepted' });
      const rows = await t.db.select().from(quotePrices).where(eq(quotePrices.orderId, order.id));
      expect(rows.filter((q) => q.isAccepted)).toHaveLength(1);
      expect(rows.filter((q) => q.isActive && !q.isAccepted)).toHaveLength(0);
    }
  });

  it("a customer's cancel and a carrier's Apply never both succeed on one state; status, fee and invoice agree", async () => {
    for (let round = 0; round < 10; round++) {
      const id = await offer();
      const [cancel, apply] = await Promise.all([
        t.app.inject({ url: `/api/orders/cancel/${id}`, headers: dealer.headers }),
        t.app.inject({ url: `/api/orders/accept/${id}`, headers: carrier.headers }),
      ]);
      expect([cancel.statusCode, apply.statusCode].every((s) => s === 200 || s === 409)).toBe(true);
      const order = await orderRow(id);
      const dryRun = (await t.db.select().from(invoices).where(eq(invoices.orderId, id))).filter((i) => i.isDryRun);
      if (cancel.statusCode === 200 && apply.statusCode === 200) {
        // only in sequence: the job was the carrier's before the cancel read the order, so the cancel bills its tier
        expect(order).toMatchObject({ status: OrderStatus.Cancelled, carrierBusinessId: carrier.user.businessDetailsId });
        expect(dryRun).toMatchObject([{ totalCents: 37_500 }]);
      } else if (cancel.statusCode === 200) {
        expect(apply.json()).toMatchObject({ message: 'offer.closed' });
        expect(order).toMatchObject({ status: OrderStatus.Cancelled, carrierBusinessId: null });
        // no carrier yet: the active tier's fee (10 % of $1,500), invoiced as every cancellation fee is (decision 054)
        expect(dryRun).toMatchObject([{ totalCents: 15_000 }]);
      } else {
        expect(cancel.json()).toMatchObject({ message: 'order.changed_meanwhile' });
        expect(apply.statusCode).toBe(200);
        expect(order).toMatchObject({ status: OrderStatus.Active, carrierBusinessId: carrier.user.businessDetailsId });
        expect(dryRun).toEqual([]);
      }
    }
  });
});
