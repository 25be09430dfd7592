import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSignups } from '../../db/schema/index.js';

/** The one place that queries the newsletter_signups table. */

const sameEmail = (email: string) => sql`lower(${newsletterSignups.email}) = lower(${email})`;

/** Signs an email up; false when it already was (one sign-up per email, whatever its case). */
export const insertSignup = async (db: DbOrTx, email: string, at: Date): Promise<boolean> =>
  (
    await db
      .insert(newsletterSignups)
      .values({ email, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: newsletterSignups.id })
  ).length > 0;

export const isSignedUp = async (db: DbOrTx, email: string): Promise<boolean> =>
  (await db.select({ id: newsletterSignups.id }).from(newsletterSignups).where(sameEmail(email)).limit(1)).length > 0;
