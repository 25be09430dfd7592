import { LiveSocketQuerySchema, LiveTicketSchema } from '@routier/domain';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { LiveCloseCode } from '../../platform/live/index.js';
import { createLiveTicket, liveSessionStillValid, openLiveSession } from './live.service.js';

type Session = Awaited<ReturnType<typeof openLiveSession>>;

export const liveRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/live/ticket',
    {
      config: { access: {} },
      schema: {
        description:
          'A ticket for the live channel, valid 60 s for one socket of this session: open `GET /api/live?ticket=…` as a WebSocket. It sends JSON events (`{"kind":"order","orderId":1}`, `notifications`, `offers`, `position`); a bad, expired or used ticket, or one whose session ended, gets 401 before the upgrade. The socket closes with 4001 when the session ends (sign-out, new password, deactivation).',
        response: replies({ 200: LiveTicketSchema }),
      },
    },
    async (request) => createLiveTicket(deps, currentUser(request), request.accessTokenId),
  );

  // The ticket in the query is the credential (a browser cannot send a bearer header on a WebSocket), so the
  // route is public to the access rules and checks the ticket before upgrading: a bad one gets 401, no socket.
  const sessions = new WeakMap<FastifyRequest, Session>();
  app.get(
    '/live',
    {
      config: { access: 'public' },
      schema: { querystring: LiveSocketQuerySchema, hide: true },
      websocket: true,
      preHandler: async (request) => {
        sessions.set(request, await openLiveSession(deps, (request.query as { ticket: string }).ticket));
      },
    },
    (socket, request) => {
      const session = sessions.get(request);
      if (!session) return socket.close(1008, 'no session');
      app.live.add(socket, session);
      // a session ended while the socket was being opened announced it before the socket was in the hub
      liveSessionStillValid(deps, { userId: session.id, tokenId: session.tokenId }).then(
        (valid) => {
          if (!valid) socket.close(LiveCloseCode.sessionEnded, 'session ended');
        },
        () => socket.close(LiveCloseCode.restart, 'live channel restarted'),
      );
    },
  );
};
