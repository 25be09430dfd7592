import { LiveSocketQuerySchema, LiveTicketSchema } from '@routier/domain';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { createLiveTicket, openLiveSession } from './live.service.js';

type Session = Awaited<ReturnType<typeof openLiveSession>>;

export const liveRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/live/ticket',
    {
      config: { access: {} },
      schema: {
        description:
          'A ticket for the live channel, valid 60 s: open `GET /api/live?ticket=…` as a WebSocket. It sends JSON events (`{"kind":"order","orderId":1}`, `notifications`, `offers`, `position`); a bad or expired ticket gets 401 before the upgrade.',
        response: replies({ 200: LiveTicketSchema }),
      },
    },
    async (request) => createLiveTicket(deps, currentUser(request)),
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
    },
  );
};
