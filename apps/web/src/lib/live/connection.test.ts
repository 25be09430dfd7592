import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@routier/domain';
import { createLiveConnection, reconnectDelay, REPLACED_CLOSE_CODE, type LiveSocket } from './connection';

type FakeSocket = LiveSocket & { url: string; closed: boolean };

/** A connection on fake sockets and a hand-driven clock. */
const setup = (opts: { failTickets?: number } = {}) => {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: LiveEvent[] = [];
  let catchUps = 0;
  let tickets = 0;
  let failures = opts.failTickets ?? 0;
  const connection = createLiveConnection({
    getTicket: async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      tickets += 1;
      return `ticket-${tickets}`;
    },
    openSocket: (url) => {
      const socket: FakeSocket = {
        url,
        closed: false,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        close: () => {
          socket.closed = true;
        },
      };
      sockets.push(socket);
      return socket;
    },
    socketUrl: (ticket) => `ws://test/api/live?ticket=${ticket}`,
    onEvent: (event) => events.push(event),
    onCatchUp: () => {
      catchUps += 1;
    },
    random: () => 1,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const fire = async () => {
    const timer = timers.shift();
    timer?.run();
    await flush();
    return timer?.ms;
  };
  const drop = (socket: FakeSocket, code = 1006) => socket.onclose?.({ code } as CloseEvent);
  return { connection, sockets, timers, events, catchUps: () => catchUps, flush, fire, drop };
};

describe('live connection', () => {
  it('waits twice as long after each failed attempt, up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
  });

  it('opens the socket with a fresh ticket and hands each message on', async () => {
    const s = setup();
    s.connection.start();
    await s.flush();
    expect(s.sockets).toHaveLength(1);
    expect(s.sockets[0].url).toBe('ws://test/api/live?ticket=ticket-1');
    s.sockets[0].onopen?.({} as Event);
    s.sockets[0].onmessage?.({ data: JSON.stringify({ kind: 'order', orderId: 4 }) } as MessageEvent);
    s.sockets[0].onmessage?.({ data: 'not json' } as MessageEvent);
    expect(s.events).toEqual([{ kind: 'order', orderId: 4 }]);
    expect(s.catchUps()).toBe(0);
  });

  it('reconnects with backoff after a drop, with a new ticket, and catches up once back', async () => {
    const s = setup();
    s.connection.start();
    await s.flush();
    s.sockets[0].onopen?.({} as Event);
    s.drop(s.sockets[0]);
    expect(await s.fire()).toBe(1000);
    // the server is still down: the new socket closes before opening
    s.drop(s.sockets[1]);
    expect(await s.fire()).toBe(2000);
    expect(s.sockets[2].url).toContain('ticket-3');
    s.sockets[2].onopen?.({} as Event);
    expect(s.catchUps()).toBe(1);
    // once open, the next drop starts again from the shortest wait
    s.drop(s.sockets[2]);
    expect(await s.fire()).toBe(1000);
  });

  it('retries when no ticket can be had (offline), and at once when the network comes back', async () => {
    const s = setup({ failTickets: 2 });
    s.connection.start();
    await s.flush();
    expect(s.sockets).toHaveLength(0);
    expect(s.timers.map((t) => t.ms)).toEqual([1000]);
    await s.fire();
    expect(s.timers.map((t) => t.ms)).toEqual([2000]);
    s.connection.retryNow();
    await s.flush();
    expect(s.timers).toHaveLength(0);
    expect(s.sockets).toHaveLength(1);
  });

  it('stays closed when the server replaced this socket, and after sign out', async () => {
    const s = setup();
    s.connection.start();
    await s.flush();
    s.drop(s.sockets[0], REPLACED_CLOSE_CODE);
    expect(s.timers).toHaveLength(0);

    const t = setup();
    t.connection.start();
    await t.flush();
    t.connection.stop();
    expect(t.sockets[0].closed).toBe(true);
    t.drop(t.sockets[0]);
    expect(t.timers).toHaveLength(0);
  });
});
