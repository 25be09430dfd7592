import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A visitor who orders without an account (spec §1): known by the order id and a random access token
 * (the "hash" every guest call carries), stored here only as its SHA-256. Name, email and phone come at
 * checkout; the confirmation email goes there, in `locale`.
 */
export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 255 }),
  name: varchar('name', { length: 255 }),
  phone: varchar('phone', { length: 50 }),
  locale: varchar('locale', { length: 5 }).notNull().default('en'),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Solved captcha challenges already used: a solution opens one guest order, never two. */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    /** the challenge's signature, unique per challenge the server issued */
    signature: varchar('signature', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_at_idx').on(t.expiresAt)],
);

export type GuestRow = typeof guests.$inferSelect;
