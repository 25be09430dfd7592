import { check, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessDetails } from './business-details.js';
import { coupons } from './coupons.js';
import { users } from './users.js';

/** How a subscription came: the newsletter page, the registration opt-in, or a signed-in account's own e-mail. */
export type NewsletterSource = 'page' | 'registration' | 'account';
/** How consent was proven: the link sent to the address, or the verified e-mail of the signed-in account. */
export type NewsletterConsentProof = 'link' | 'account';

/**
 * Newsletter subscriptions, one per e-mail (whatever its case), with double opt-in (docs/decisions/039): a
 * subscription is pending until the link sent to the address is opened (or its verified owner signs up while
 * signed in); the confirmation keeps when, from where and how consent was given. Only the SHA-256 of the
 * latest link's token is stored; opening it spends it.
 */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    source: varchar('source', { length: 16 }).$type<NewsletterSource>().notNull().default('page'),
    requestedIp: varchar('requested_ip', { length: 64 }),
    tokenHash: varchar('token_hash', { length: 64 }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedIp: varchar('confirmed_ip', { length: 64 }),
    confirmedUserAgent: varchar('confirmed_user_agent', { length: 255 }),
    consentProof: varchar('consent_proof', { length: 10 }).$type<NewsletterConsentProof>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_signups_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_signups_token_unique').on(t.tokenHash),
    check('newsletter_signups_confirmed_proof', sql`${t.confirmedAt} is null or ${t.consentProof} is not null`),
  ],
);
export type NewsletterSignupRow = typeof newsletterSignups.$inferSelect;

/**
 * The newsletter coupon of a business: one per business (a dealer and its sub-dealers share it), whoever of
 * them claims it first; the unique business makes two parallel claims give one coupon.
 */
export const newsletterCoupons = pgTable(
  'newsletter_coupons',
  {
    id: serial('id').primaryKey(),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    signupId: integer('signup_id')
      .notNull()
      .references(() => newsletterSignups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_coupons_business_unique').on(t.businessDetailsId)],
);
