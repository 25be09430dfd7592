import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveHub, LiveCloseCode } from './hub.js';

/** A stand-in for a server-side ws socket: records what the hub does to it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  closedWith: number | null = null;
  terminated = false;
  send(data: Buffer) {
    this.sent.push(String(data));
  }
  ping() {
    this.pings += 1;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}
const fake = () => new FakeSocket() as FakeSocket & WebSocket;

describe('live hub', () => {
  afterEach(() => vi.useRealTimers());

  it('drops a socket that stops answering pings, and keeps one that answers', () => {
    vi.useFakeTimers();
    const hub = createLiveHub({ heartbeatMs: 1000 });
    const [quiet, lively] = [fake(), fake()];
    hub.add(quiet, { id: 1, role: 3 });
    hub.add(lively, { id: 2, role: 3 });
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(1000);
      lively.emit('pong');
    }
    expect(quiet.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(3);
    expect(hub.stats()).toMatchObject({ users: 1, sockets: 1 });
    hub.stop();
  });

  it("closes a user's oldest socket for good beyond the cap per user", () => {
    const hub = createLiveHub({ maxPerUser: 2 });
    const tabs = [fake(), fake(), fake()];
    for (const tab of tabs) hub.add(tab, { id: 7, role: 3 });
    expect(tabs.map((t) => t.closedWith)).toEqual([LiveCloseCode.replaced, null, null]);
    hub.deliver({ target: { userIds: [7] }, event: { kind: 'notifications' } });
    expect(tabs.map((t) => t.sent.length)).toEqual([0, 1, 1]);
    hub.stop();
  });

  it('drops a socket too slow to read what it is sent, rather than buffering for it', () => {
    const hub = createLiveHub({ maxBufferedBytes: 10 });
    const slow = fake();
    slow.bufferedAmount = 11;
    hub.add(slow, { id: 3, role: 5 });
    hub.deliver({ target: { roles: [5] }, event: { kind: 'offers' } });
    expect(slow.sent).toEqual([]);
    expect(slow.terminated).toBe(true);
    hub.stop();
  });

  it("closes the sockets of ended sessions only: one session, or all of a user's but the one kept", () => {
    const hub = createLiveHub();
    const [a1, a2, b1, other] = [fake(), fake(), fake(), fake()];
    hub.add(a1, { id: 1, role: 3, tokenId: 11 });
    hub.add(a2, { id: 1, role: 3, tokenId: 11 });
    hub.add(b1, { id: 1, role: 3, tokenId: 12 });
    hub.add(other, { id: 2, role: 3, tokenId: 21 });
    hub.endSessions({ userId: 1, tokenIds: [12] });
    expect([a1, a2, b1, other].map((s) => s.closedWith)).toEqual([null, null, LiveCloseCode.sessionEnded, null]);
    hub.endSessions({ userId: 1, keepTokenId: 11 });
    expect([a1, a2].map((s) => s.closedWith)).toEqual([null, null]);
    hub.endSessions({ userId: 1 });
    expect([a1, a2, other].map((s) => s.closedWith)).toEqual([4001, 4001, null]);
    expect(hub.stats()).toMatchObject({ users: 1, sockets: 1 });
    hub.stop();
  });

  it('closes every socket with a code that makes the browsers reconnect', () => {
    const hub = createLiveHub();
    const sockets = [fake(), fake()];
    hub.add(sockets[0], { id: 1, role: null });
    hub.add(sockets[1], { id: 2, role: 5 });
    hub.closeAll(LiveCloseCode.restart);
    expect(sockets.map((s) => s.closedWith)).toEqual([1012, 1012]);
    expect(hub.stats().sockets).toBe(0);
    hub.stop();
  });
});
