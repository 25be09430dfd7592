import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { newToken } from '../lib/tokens.js';
import { decodeHeader, isApiRequest } from './matched-path.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is called by a server that signs its requests (webhooks), not by a browser */
    csrf?: boolean;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const same = (a: string, b: string) => {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
};

/**
 * Double-submit CSRF protection: GET /api/auth/csrf-cookie sets a readable XSRF-TOKEN cookie;
 * every state-changing /api request must echo it in X-XSRF-TOKEN, else 419. "/api" is judged on the
 * path the router matched, so an encoded path (`/%61pi/...`) is checked like the plain one.
 */
export const registerCsrf = (app: FastifyInstance, opts: { secure: boolean }) => {
  app.get('/api/auth/csrf-cookie', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const { token } = newToken(24);
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: opts.secure,
      maxAge: 60 * 60 * 12,
    });
    return reply.status(204).send();
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    // A provider's webhook (no browser, no cookie) proves itself by its signature instead.
    if (request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers['x-xsrf-token'];
    const echoed = typeof header === 'string' ? decodeHeader(header) : null;
    if (!cookie || !echoed || !same(cookie, echoed)) throw new AppError('csrf_mismatch');
  });
};
