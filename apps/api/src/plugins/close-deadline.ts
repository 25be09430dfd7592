import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Node stops enforcing its request and header timeouts once the server starts closing, so a client
 * that dribbles its headers or body would hold close() open forever. From close() on, connections
 * that have not delivered a request are dropped at once, and requests whose body is still arriving
 * after `graceMs` are dropped too; requests already being handled finish normally.
 */
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
    const sweep = () => {
      const late = Date.now() - started >= opts.graceMs;
      for (const socket of sockets) {
        const request = handling.get(socket);
        if (!request || (late && !request.complete)) socket.destroy();
      }
    };
    sweep();
    timer = setInterval(sweep, Math.min(100, opts.graceMs));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
