import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API instance: one row per route and client, counting hits
 * until `reset_at`. Rows past their reset are reused by the next hit and swept now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);

/**
 * Failed sign-ins per account (the lower-cased email, whether or not an account has it), whatever address they
 * come from: `failures` within the window until `window_ends_at`; a lock-out until `locked_until`, each one
 * longer than the last (`lockouts`, forgotten a day after `last_locked_at`).
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
  lastLockedAt: timestamp('last_locked_at', { withTimezone: true }),
});
