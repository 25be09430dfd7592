/**
 * The browsers of the live benchmark, in their own process so that their memory and CPU are not counted as the
 * server's: opens one WebSocket per ticket, then records when each event arrives (epoch milliseconds with
 * sub-millisecond precision, comparable with the server process's clock).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

type Start = { type: 'start'; url: string; tickets: string[] };
type Collect = { type: 'collect' };

const now = () => performance.timeOrigin + performance.now();
/** event id → arrival times (one per socket that received it) */
const arrivals = new Map<number, number[]>();
const sockets: WebSocket[] = [];
let failures = 0;

const open = (url: string, ticket: string) =>
  new Promise<void>((resolve) => {
    const socket = new WebSocket(`${url}?ticket=${encodeURIComponent(ticket)}`);
    socket.on('message', (data) => {
      const at = now();
      const event = JSON.parse(String(data)) as { orderId?: number };
      if (typeof event.orderId !== 'number') return;
      const list = arrivals.get(event.orderId) ?? [];
      list.push(at);
      arrivals.set(event.orderId, list);
    });
    socket.once('open', () => resolve());
    socket.once('error', () => {
      failures += 1;
      resolve();
    });
    sockets.push(socket);
  });

process.on('message', async (message: Start | Collect) => {
  if (message.type === 'start') {
    // a few at a time, as a crowd of browsers would arrive
    for (let i = 0; i < message.tickets.length; i += 100) {
      await Promise.all(message.tickets.slice(i, i + 100).map((ticket) => open(message.url, ticket)));
    }
    process.send?.({ type: 'ready', open: sockets.length - failures, failures });
  } else {
    for (const socket of sockets) socket.terminate();
    // exit only once the (large) message has left
    process.send?.({ type: 'arrivals', arrivals: [...arrivals.entries()] }, () => process.exit(0));
  }
});
