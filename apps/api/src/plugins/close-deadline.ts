import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Node stops enforcing its request and header timeouts once the server starts closing, so a client
 * that dribbles its headers or body would hold close() open forever. From close() on, a connection
 * that has delivered no request for a second (a client stalled in its headers; idle keep-alive
 * sockets Node closes itself) is dropped, and so is a request whose body is still arriving after
 * `graceMs`; requests already being handled finish normally. The one-second wait lets answers
 * written just before (a 503 to a request arriving during shutdown) reach their client.
 */
/** how long a connection may go without delivering a request once the server is closing */
const STALLED_MS = 1000;

export const registerCloseDeadline = (app: FastifyInstance, opts: { graceMs: number }) => {
  const sockets = new Set<Socket>();
  const handling = new Map<Socket, IncomingMessage>();
  let timer: NodeJS.Timeout | undefined;

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      handling.delete(socket);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (request.raw.socket) handling.set(request.raw.socket, request.raw);
  });
  const done = async (request: { raw: IncomingMessage }) => {
    if (handling.get(request.raw.socket) === request.raw) handling.delete(request.raw.socket);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  app.addHook('preClose', async () => {
    const started = Date.now();
    const waitingSince = new Map<Socket, number>();
    const sweep = () => {
      const now = Date.now();
      for (const socket of sockets) {
        const request = handling.get(socket);
        if (request) {
          waitingSince.delete(socket);
          if (!request.complete && now - started >= opts.graceMs) socket.destroy();
          continue;
        }
        const since = waitingSince.get(socket) ?? now;
        waitingSince.set(socket, since);
        if (now - since >= Math.min(STALLED_MS, opts.graceMs)) socket.destroy();
      }
    };
    sweep();
    timer = setInterval(sweep, 100);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
