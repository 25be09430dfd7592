import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OrderStatus as S } from './enums.js';
import { allowedEvents, OrderEvent as E, PATH_FROM_DRAFT, transition, type OrderActor, type OrderEvent } from './lifecycle.js';

type Case = [from: S, event: OrderEvent, by: OrderActor, to: S];

/** Every allowed transition of docs/architecture.md, Product rules, with every actor allowed to make it. */
const ALLOWED: Case[] = [
  [S.Draft, E.RequestQuote, 'customer', S.Quotes],
  [S.Draft, E.RequestQuote, 'system', S.Quotes],
  [S.Quotes, E.ReturnToDraft, 'admin', S.Draft],
  [S.Active, E.ReturnToDraft, 'admin', S.Draft],
  [S.Draft, E.Book, 'customer', S.Active],
  [S.Draft, E.Book, 'admin', S.Active],
  [S.Draft, E.Book, 'system', S.Active],
  [S.Draft, E.RequestCarrierQuotes, 'customer', S.AutoDispatchPending],
  [S.AutoDispatchPending, E.AcceptCarrierQuote, 'customer', S.Active],
  [S.AutoDispatchPending, E.AcceptCarrierQuote, 'system', S.Active],
  [S.Active, E.StartTransport, 'driver', S.InProgress],
  [S.Active, E.StartTransport, 'carrier', S.InProgress],
  [S.Active, E.StartTransport, 'system', S.InProgress],
  [S.Active, E.ReportDelay, 'carrier', S.Delayed],
  [S.InProgress, E.ReportDelay, 'carrier', S.Delayed],
  [S.InProgress, E.ReportDelay, 'driver', S.Delayed],
  [S.InProgress, E.ReportDelay, 'admin', S.Delayed],
  [S.Active, E.ReportDelay, 'driver', S.Delayed],
  [S.Active, E.ReportDelay, 'admin', S.Delayed],
  [S.Delayed, E.ResumeTransport, 'carrier', S.InProgress],
  [S.Delayed, E.ResumeTransport, 'driver', S.InProgress],
  [S.Delayed, E.ResumeTransport, 'admin', S.InProgress],
  [S.InProgress, E.Deliver, 'driver', S.Completed],
  [S.InProgress, E.Deliver, 'carrier', S.Completed],
  [S.InProgress, E.Deliver, 'system', S.Completed],
  [S.Delayed, E.Deliver, 'driver', S.Completed],
  [S.Delayed, E.Deliver, 'carrier', S.Completed],
  [S.Delayed, E.Deliver, 'system', S.Completed],
  [S.InProgress, E.Deliver, 'admin', S.Completed],
  [S.Delayed, E.Deliver, 'admin', S.Completed],
  [S.Completed, E.Confirm, 'customer', S.CompletedConfirmed],
  [S.Completed, E.Confirm, 'system', S.CompletedConfirmed],
  [S.Active, E.Cancel, 'customer', S.Cancelled],
  [S.InProgress, E.Cancel, 'customer', S.Cancelled],
  [S.Delayed, E.Cancel, 'customer', S.Cancelled],
  [S.Active, E.Cancel, 'admin', S.Cancelled],
  [S.InProgress, E.Cancel, 'admin', S.Cancelled],
  [S.Delayed, E.Cancel, 'admin', S.Cancelled],
  [S.Hold, E.CancelHeld, 'admin', S.Cancelled],
  [S.Cancelled, E.Refund, 'admin', S.CancelledRefunded],
  [S.Cancelled, E.Refund, 'system', S.CancelledRefunded],
  [S.Active, E.Hold, 'admin', S.Hold],
  [S.Hold, E.Release, 'admin', S.Active],
  [S.Active, E.ReleaseJob, 'admin', S.Active],
  [S.InProgress, E.ReleaseJob, 'admin', S.Active],
  [S.Delayed, E.ReleaseJob, 'admin', S.Active],
];

const ACTORS: OrderActor[] = ['customer', 'carrier', 'driver', 'admin', 'system'];
const EVENTS = Object.values(E);

describe('order lifecycle: allowed transitions', () => {
  it.each(ALLOWED)('%i --%s by %s--> %i', (from, event, by, to) => {
    expect(transition(from, { type: event, by })).toEqual({ ok: true, status: to });
  });

  it('allows nothing else: every other (status, event, actor) is refused', () => {
    const allowed = new Set(ALLOWED.map(([from, e, by]) => `${from}/${e}/${by}`));
    let refused = 0;
    for (const from of ORDER_STATUSES)
      for (const type of EVENTS)
        for (const by of ACTORS) {
          if (allowed.has(`${from}/${type}/${by}`)) continue;
          expect(transition(from, { type, by }).ok, `${from}/${type}/${by}`).toBe(false);
          refused++;
        }
    expect(refused).toBe(ORDER_STATUSES.length * EVENTS.length * ACTORS.length - ALLOWED.length);
  });
});

describe('order lifecycle: refusals say why', () => {
  it('refuses a change the status does not allow, whoever asks', () => {
    expect(transition(S.Draft, { type: E.Deliver, by: 'system' })).toEqual({ ok: false, error: 'order.transition_not_allowed' });
    expect(transition(S.CompletedConfirmed, { type: E.Cancel, by: 'admin' })).toEqual({
      ok: false,
      error: 'order.transition_not_allowed',
    });
    expect(transition(S.CancelledRefunded, { type: E.Book, by: 'customer' })).toEqual({
      ok: false,
      error: 'order.transition_not_allowed',
    });
    expect(transition(S.Completed, { type: E.Cancel, by: 'customer' }).ok).toBe(false);
    expect(transition(S.Hold, { type: E.StartTransport, by: 'driver' }).ok).toBe(false);
  });

  it('refuses an actor the rule does not name', () => {
    expect(transition(S.Active, { type: E.Hold, by: 'customer' })).toEqual({ ok: false, error: 'order.actor_not_allowed' });
    expect(transition(S.Draft, { type: E.Book, by: 'carrier' })).toEqual({ ok: false, error: 'order.actor_not_allowed' });
    expect(transition(S.Completed, { type: E.Confirm, by: 'carrier' })).toEqual({ ok: false, error: 'order.actor_not_allowed' });
    expect(transition(S.InProgress, { type: E.Cancel, by: 'carrier' })).toEqual({ ok: false, error: 'order.actor_not_allowed' });
    expect(transition(S.Quotes, { type: E.ReturnToDraft, by: 'customer' })).toEqual({
      ok: false,
      error: 'order.actor_not_allowed',
    });
  });

  it('refuses unknown statuses and events', () => {
    expect(transition(99, { type: E.Book, by: 'admin' })).toEqual({ ok: false, error: 'order.unknown_status' });
    expect(transition(S.Draft, { type: 'teleport' as OrderEvent, by: 'admin' })).toEqual({
      ok: false,
      error: 'order.unknown_event',
    });
  });
});

describe('order lifecycle: paths and menus', () => {
  it('reaches every status from a draft through allowed steps', () => {
    for (const target of ORDER_STATUSES) {
      let status: number = S.Draft;
      for (const type of PATH_FROM_DRAFT[target]) {
        const by = ACTORS.find((a) => transition(status, { type, by: a }).ok)!;
        const next = transition(status, { type, by });
        expect(next.ok, `${target}: ${type} from ${status}`).toBe(true);
        if (next.ok) status = next.status;
      }
      expect(status).toBe(target);
    }
  });

  it('lists what an actor may do', () => {
    expect(allowedEvents(S.Active, 'admin').sort()).toEqual(
      [E.Cancel, E.Hold, E.ReleaseJob, E.ReportDelay, E.ReturnToDraft].sort(),
    );
    expect(allowedEvents(S.Completed, 'carrier')).toEqual([]);
  });
});
