import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Expired counters are deleted at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts one hit for `key` in a window of `windowMs` and returns the count so far and the time left,
 * in one atomic upsert, so every instance on the database shares the same counter.
 */
export const countHit = async (db: Db, key: string, windowMs: number, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= ${at} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${at} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  return { current: row.hits, ttl: Math.max(0, new Date(row.resetAt).getTime() - now.getTime()) };
};

/**
 * A @fastify/rate-limit store keeping its counters in PostgreSQL (or PGlite): several API instances
 * behind a load balancer enforce one limit. Each route gets its own counters (`child`).
 */
export const createDatabaseRateLimitStore = (db: Db, clock: () => Date): FastifyRateLimitStoreCtor => {
  let lastSweep = 0;
  const sweep = (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, now))
      .catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = clock();
      countHit(db, this.prefix + key, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      sweep(now);
    }

    child(routeOptions: ChildOptions) {
      // at run time the plugin passes the merged limit options, with the route under routeInfo
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new DatabaseRateLimitStore(routeOptions, `${[method].flat().join(',')} ${url} `);
    }
  }
  return DatabaseRateLimitStore;
};

/**
 * Spends `amount` of a budget of `max` a window (e.g. image pixels a user may upload a minute), in one
 * atomic upsert shared by every instance: the amount is taken only if it fits, so a refused request costs
 * nothing. Answers whether it was taken and, when not, the time left until the budget renews.
 */
export const spendBudget = async (
  db: Db,
  key: string,
  amount: number,
  max: number,
  windowMs: number,
  now: Date,
): Promise<{ spent: true } | { spent: false; ttl: number }> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (amount <= max) {
    const rows = await db
      .insert(rateLimitHits)
      .values({ key, hits: amount, resetAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${rateLimitHits.resetAt} <= ${at} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
          resetAt: sql`case when ${rateLimitHits.resetAt} <= ${at} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
        setWhere: sql`${rateLimitHits.resetAt} <= ${at} or ${rateLimitHits.hits} + excluded.hits <= ${max}`,
      })
      .returning({ hits: rateLimitHits.hits });
    if (rows.length > 0) return { spent: true };
  }
  const [row] = await db.select({ resetAt: rateLimitHits.resetAt }).from(rateLimitHits).where(eq(rateLimitHits.key, key));
  return { spent: false, ttl: row ? Math.max(0, new Date(row.resetAt).getTime() - now.getTime()) : windowMs };
};
