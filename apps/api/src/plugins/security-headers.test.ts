import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.js';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null } },
  crossOriginEmbedderPolicy: false,
};

/** What Helmet's own middleware sets on a real Node response. */
const setByHelmet = (options: HelmetOptions) => {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
};

describe('security headers', () => {
  it('are the headers Helmet sets for the same options', () => {
    const headers = helmetHeaders(OPTIONS);
    expect(headers).toEqual(setByHelmet(OPTIONS));
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('are on every reply, a route not found included', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/missing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toBe(helmetHeaders(OPTIONS)['content-security-policy']);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    await app.close();
  });

  it('refuses options Helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { 'default-src': ['none'] } } })).toThrow();
  });
});
