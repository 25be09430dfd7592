import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { createLiveHub, LiveCloseCode, type LiveHub, type LiveHubOptions } from './hub.js';
import { createLiveListener } from './listener.js';

export { publishLive, publishSessionsEnded, type SessionsEnded } from './publish.js';
export { LiveCloseCode, type LiveHub } from './hub.js';

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's live-channel sockets (platform/live) */
    live: LiveHub;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The live channel of one API instance: WebSocket support, the hub of its sockets, and its LISTEN on the
 * database, started with the app and stopped when it closes (the sockets first, then the listener).
 */
export const registerLive = async (
  app: FastifyInstance,
  database: DatabaseHandle,
  opts: LiveHubOptions & { log?: (line: string) => void } = {},
) => {
  // browsers send nothing on this channel but pongs: keep their frames tiny
  await app.register(websocket, { options: { maxPayload: 1024 } });
  const hub = createLiveHub(opts);
  const log = opts.log ?? ((line: string) => app.log.warn(line));
  const listener = createLiveListener(database, {
    onMessage: hub.deliver,
    onSessionsEnded: hub.endSessions,
    // events may have been lost while the listener was away: the browsers reconnect and refetch
    onReconnect: () => hub.closeAll(LiveCloseCode.restart, 'live channel restarted'),
    log,
  });
  await listener.start();
  app.decorate('live', hub);
  app.addHook('onClose', async () => {
    hub.stop();
    await listener.stop();
  });
  return hub;
};
