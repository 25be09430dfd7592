import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Env } from './env.js';

/**
 * Time limits on every connection, so slow or stalled clients cannot hold sockets open forever or
 * block shutdown:
 * - the whole request (headers and body) must arrive within REQUEST_TIMEOUT seconds, its headers
 *   within HEADERS_TIMEOUT; Node checks often enough that a late request ends close to the limit;
 * - a socket with no traffic at all is closed after the same time;
 * - on close(), idle keep-alive sockets are closed at once and new requests get 503 while requests
 *   in flight finish.
 */
export const serverTimeouts = (env: Pick<Env, 'REQUEST_TIMEOUT' | 'HEADERS_TIMEOUT'>) => {
  const requestTimeout = env.REQUEST_TIMEOUT * 1000;
  const headersTimeout = Math.min(env.HEADERS_TIMEOUT * 1000, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(2000, Math.floor(headersTimeout / 4))),
    },
  } satisfies FastifyHttpOptions<Server>;
};
