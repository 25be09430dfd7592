import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  newsletterCoupons,
  newsletterSignups,
  type NewsletterConsentProof,
  type NewsletterSignupRow,
  type NewsletterSource,
} from '../../db/schema/index.js';

/** The one place that queries the newsletter_signups and newsletter_coupons tables. */

const sameEmail = (email: string) => sql`lower(${newsletterSignups.email}) = lower(${email})`;

export const findSignup = async (db: DbOrTx, email: string): Promise<NewsletterSignupRow | null> =>
  (await db.select().from(newsletterSignups).where(sameEmail(email)).limit(1))[0] ?? null;

export const findSignupById = async (db: DbOrTx, id: number): Promise<NewsletterSignupRow | null> =>
  (await db.select().from(newsletterSignups).where(eq(newsletterSignups.id, id)).limit(1))[0] ?? null;

/**
 * The subscription of an e-mail, created pending when there is none (one per e-mail whatever its case), and
 * locked until the transaction ends so that two requests for one address take turns.
 */
export const lockSignup = async (
  tx: DbOrTx,
  values: { email: string; locale: string; source: NewsletterSource; requestedIp: string | null; at: Date },
): Promise<NewsletterSignupRow> => {
  await tx
    .insert(newsletterSignups)
    .values({
      email: values.email,
      locale: values.locale,
      source: values.source,
      requestedIp: values.requestedIp,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(newsletterSignups).where(sameEmail(values.email)).for('update');
  return row;
};

/** A pending subscription's latest request: its language, origin and client address. */
export const noteRequest = async (
  db: DbOrTx,
  id: number,
  values: { locale: string; source: NewsletterSource; requestedIp: string | null; at: Date },
) => {
  await db
    .update(newsletterSignups)
    .set({ locale: values.locale, source: values.source, requestedIp: values.requestedIp, updatedAt: values.at })
    .where(eq(newsletterSignups.id, id));
};

/** Stores the hash of a new link's token (the previous link stops working). */
export const setToken = async (db: DbOrTx, id: number, tokenHash: string, expiresAt: Date) => {
  await db.update(newsletterSignups).set({ tokenHash, tokenExpiresAt: expiresAt }).where(eq(newsletterSignups.id, id));
};

/** Spends a link's token: the subscription when it was valid and unexpired, null otherwise (a second use included). */
export const spendToken = async (db: DbOrTx, tokenHash: string, now: Date): Promise<NewsletterSignupRow | null> =>
  (
    await db
      .update(newsletterSignups)
      .set({ tokenHash: null, tokenExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(newsletterSignups.tokenHash, tokenHash),
          isNotNull(newsletterSignups.tokenExpiresAt),
          gt(newsletterSignups.tokenExpiresAt, now),
        ),
      )
      .returning()
  )[0] ?? null;

/** Records the consent: when, from which client address and browser, and how it was proven. */
export const confirmSignup = async (
  db: DbOrTx,
  id: number,
  consent: { at: Date; ip: string | null; userAgent: string | null; proof: NewsletterConsentProof },
) => {
  await db
    .update(newsletterSignups)
    .set({
      confirmedAt: consent.at,
      confirmedIp: consent.ip,
      confirmedUserAgent: consent.userAgent?.slice(0, 255) ?? null,
      consentProof: consent.proof,
      updatedAt: consent.at,
    })
    .where(eq(newsletterSignups.id, id));
};

/**
 * Claims the newsletter coupon of a business for one of its users: false when the business has it already.
 * The unique business makes two parallel claims (a dealer and his sub-dealer) give one.
 */
export const claimBusinessCoupon = async (
  db: DbOrTx,
  values: { businessDetailsId: number; userId: number; signupId: number; at: Date },
): Promise<number | null> =>
  (
    await db
      .insert(newsletterCoupons)
      .values({
        businessDetailsId: values.businessDetailsId,
        userId: values.userId,
        signupId: values.signupId,
        createdAt: values.at,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterCoupons.id })
  )[0]?.id ?? null;

export const setClaimCoupon = async (db: DbOrTx, claimId: number, couponId: number) => {
  await db.update(newsletterCoupons).set({ couponId }).where(eq(newsletterCoupons.id, claimId));
};
