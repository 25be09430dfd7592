import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for these options. Without per-request nonces they are the same for every
 * reply, so they are worked out once instead of running Helmet's middleware on each request.
 */
export const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

/** Helmet's security headers on every reply. */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
