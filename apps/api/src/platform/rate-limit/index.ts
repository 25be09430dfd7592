import type { FastifyError, FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../../db/client.js';
import { createDatabaseRateLimitStore } from './store.js';

/** A limited route, e.g. `{ route: 'POST /api/auth/web-login', max: 10 }`: `max` calls per client a minute. */
export type RouteLimit = { route: string; max: number; timeWindow?: string };

/** Each route with its limit (null: unlimited) and whether it declares a sign-in guard. */
export type RateLimitPlan = { method: string; url: string; max: number | null; guarded: boolean }[];

const plans = new WeakMap<FastifyInstance, RateLimitPlan>();

/** Every route the app registered, with its limit. For tests and docs. */
export const rateLimitPlan = (app: FastifyInstance): RateLimitPlan => plans.get(app) ?? [];

/** The 429 error: the spec's `{ message }`, plus the wait in seconds for a countdown (also in Retry-After). */
export const tooManyAttempts = (seconds: number) => {
  const error = new Error(`Too many attempts. Please try again in ${seconds} seconds.`) as FastifyError & {
    retryAfter: number;
  };
  error.statusCode = 429;
  error.retryAfter = seconds;
  return error;
};

/**
 * Limits the listed routes per client address, counting in the database so that every instance
 * shares one limit. Routes that set their own `config.rateLimit` keep it.
 */
export const registerRateLimits = async (
  app: FastifyInstance,
  opts: { db: Db; clock: () => Date; limits: readonly RouteLimit[] },
) => {
  const byRoute = new Map(opts.limits.map((l) => [l.route, l]));
  const plan: RateLimitPlan = [];
  plans.set(app, plan);

  // Runs before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const limit = byRoute.get(`${method} ${route.url}`) ?? (method === 'HEAD' ? byRoute.get(`GET ${route.url}`) : undefined);
      const config = (route.config ?? {}) as { rateLimit?: { max?: number } | false };
      if (limit && config.rateLimit === undefined) {
        route.config = { ...config, rateLimit: { max: limit.max, timeWindow: limit.timeWindow ?? '1 minute' } };
      }
      const own = (route.config as typeof config | undefined)?.rateLimit;
      const access = (route.config as { access?: unknown } | undefined)?.access;
      const guarded = route.preHandler !== undefined || (access !== undefined && access !== 'public');
      plan.push({ method, url: route.url, max: own ? (own.max ?? null) : null, guarded });
    }
  });

  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(opts.db, opts.clock),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};
