import type { LiveEvent } from '@routier/domain';
import WebSocket from 'ws';

export type LiveTestClient = {
  socket: WebSocket;
  events: LiveEvent[];
  /** the first event (already received or coming) that matches, or a rejection after timeoutMs */
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent>;
  /** resolves once nothing matching arrived for the given time */
  nothingFor: (ms: number, match?: (event: LiveEvent) => boolean) => Promise<void>;
  close: () => Promise<void>;
};

/** A Node WebSocket client on a listening app's live channel, as a browser tab would open it. */
export const connectLive = (baseUrl: string, ticket: string): Promise<LiveTestClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live?ticket=${encodeURIComponent(ticket)}`);
    const events: LiveEvent[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      events.push(JSON.parse(String(data)) as LiveEvent);
      for (const wake of waiters) wake();
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`Unexpected server response: ${res.statusCode}`)));
    socket.once('open', () =>
      resolve({
        socket,
        events,
        next: (match, timeoutMs = 3000) =>
          new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        nothingFor: async (ms, match = () => true) => {
          await new Promise((r) => setTimeout(r, ms));
          const got = events.filter(match);
          if (got.length) throw new Error(`unexpected live events: ${JSON.stringify(got)}`);
        },
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === socket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });

/** A live ticket for a signed-in session, asked the way the browser asks for it. */
export const liveTicketFor = async (
  app: {
    inject: (opts: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
    }) => Promise<{ statusCode: number; body: string }>;
  },
  headers: Record<string, string>,
): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: '/api/live/ticket', headers });
  if (res.statusCode !== 200) throw new Error(`live ticket: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body) as { ticket: string }).ticket;
};
