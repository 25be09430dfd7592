import { eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { guests, usedCaptchaChallenges, type GuestRow } from '../../db/schema/index.js';

/** The one place that queries the guests and used_captcha_challenges tables. */
export const insertGuest = async (db: DbOrTx, values: typeof guests.$inferInsert): Promise<GuestRow> => {
  const [row] = await db.insert(guests).values(values).returning();
  return row;
};

export const findGuest = async (db: DbOrTx, id: number): Promise<GuestRow | null> =>
  (await db.select().from(guests).where(eq(guests.id, id)).limit(1))[0] ?? null;

export const findGuests = async (db: DbOrTx, ids: number[]): Promise<GuestRow[]> =>
  ids.length === 0 ? [] : db.select().from(guests).where(inArray(guests.id, ids));

export const updateGuest = (db: DbOrTx, id: number, patch: Partial<typeof guests.$inferInsert>) =>
  db.update(guests).set(patch).where(eq(guests.id, id));

/** Records a challenge as used; false when it already was (a replay). Expired records are swept first. */
export const useChallenge = async (db: DbOrTx, signature: string, expiresAt: Date, now: Date): Promise<boolean> => {
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
  const rows = await db
    .insert(usedCaptchaChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaChallenges.signature });
  return rows.length === 1;
};
