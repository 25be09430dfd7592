import { Role } from '@routier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppInstance } from '../../app-deps.js';
import { AUTH_LIMITED_ROUTES } from '../../features/auth/auth.rate-limit.js';
import { GUEST_LIMITED_ROUTES } from '../../features/guests/guests.routes.js';
import { NEWSLETTER_LIMITED_ROUTES } from '../../features/newsletter/newsletter.routes.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { rateLimitPlan } from './index.js';

// one account per address: the per-account lock-out (decision 040) stays out of the per-address counts
const login = (remoteAddress: string) => ({ email: `a-${remoteAddress}@example.test`, password: 'whatever-1' });

describe('rate limits counted in the database', () => {
  let t: TestApp;
  let second: AppInstance;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    // a second API instance on the same database, as behind a load balancer
    second = await buildApp(t.deps, { webDist: null });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const signIn = (app: AppInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: login(remoteAddress),
      remoteAddress,
    });

  it('shares one limit between two instances on the same database', async () => {
    const ip = '10.1.0.1';
    expect((await signIn(t.app, ip)).statusCode).toBe(422);
    expect((await signIn(second, ip)).statusCode).toBe(422);
    expect((await signIn(t.app, ip)).statusCode).toBe(422);
    expect((await signIn(second, ip)).statusCode).toBe(429);
    expect((await signIn(t.app, ip)).statusCode).toBe(429);
    expect((await signIn(second, '10.1.0.2')).statusCode).toBe(422);
  });

  it('says how long to wait, in the body and in Retry-After', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++) await signIn(t.app, ip);
    const res = await signIn(second, ip);
    expect(res.statusCode).toBe(429);
    const body = res.json<{ message: string; retry_after: number }>();
    expect(Object.keys(body).sort()).toEqual(['message', 'retry_after']);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Too many attempts. Please try again in ${body.retry_after} seconds.`);
    expect(Number(res.headers['retry-after'])).toBe(body.retry_after);
  });

  it('opens again when the window has passed', async () => {
    const ip = '10.1.2.1';
    for (let i = 0; i < 3; i++) await signIn(t.app, ip);
    expect((await signIn(t.app, ip)).statusCode).toBe(429);
    const now = t.deps.clock();
    t.setNow(new Date(now.getTime() + 61_000));
    try {
      expect((await signIn(second, ip)).statusCode).toBe(422);
    } finally {
      t.setNow(now);
    }
  });

  it('counts concurrent requests atomically', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? t.app : second, '10.1.3.1')));
    expect(results.filter((r) => r.statusCode !== 429)).toHaveLength(3);
  });
});

describe('every sign-in route is limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it.each(AUTH_LIMITED_ROUTES)('%s answers 429 after 2 calls', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const url = path.replace(':token', 'not-a-token');
    const remoteAddress = `10.2.0.${AUTH_LIMITED_ROUTES.indexOf(route) + 1}`;
    // Resending a confirmation needs a signed-in (unverified) user: anyone else is refused before any work.
    const headers =
      route === 'GET /api/email/resend' ? (await t.loginAs(Role.Dealer, { emailVerifiedAt: null })).headers : csrfHeaders;
    const call = () => t.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined, remoteAddress });
    for (let i = 0; i < 2; i++) expect((await call()).statusCode).not.toBe(429);
    expect((await call()).statusCode).toBe(429);
  });
});

/** Public routes that do no work worth limiting: no password, token, email or search. */
const UNLIMITED_PUBLIC = [
  'GET /api/auth/csrf-cookie', // sets a cookie
  'GET /api/auth/providers', // configuration
  'GET /api/province-taxes', // a constant table
  'GET /api/demo-accounts', // a constant list
  'GET /api/health', // load balancer probe
  'GET /api/health/db', // load balancer probe and benchmark: one indexed SELECT
  'GET /api/dev/mailbox', // this machine only, never in production
  'POST /api/payments/stripe/webhook', // Stripe's calls: an HMAC signature check before any work, and Stripe retries
];

describe('rate-limit coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('limits every /api route that answers a caller who is not signed in', async () => {
    const unlimited: string[] = [];
    for (const { method, url, max, guarded } of rateLimitPlan(t.app)) {
      const route = `${method} ${url}`;
      if (!url.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS' || max !== null) continue;
      if (UNLIMITED_PUBLIC.includes(route) || url.startsWith('/api/docs') || guarded) continue;
      const path = url.replace(/:[a-z_]+/gi, '1').replace(/\*$/, '');
      const res = await t.app.inject({ method: method as 'GET', url: path, headers: csrfHeaders });
      if (res.statusCode !== 401) unlimited.push(`${route} → ${res.statusCode}`);
    }
    expect(unlimited).toEqual([]);
  });

  it('lists the limits it applies', () => {
    const limited = rateLimitPlan(t.app).filter((r) => r.max !== null && r.method !== 'HEAD');
    expect(limited.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        ...AUTH_LIMITED_ROUTES,
        ...GUEST_LIMITED_ROUTES,
        ...NEWSLETTER_LIMITED_ROUTES,
        'GET /api/geo/search',
        'GET /api/files/*',
      ].sort(),
    );
  });
});
