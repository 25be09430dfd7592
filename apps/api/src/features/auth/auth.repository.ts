import { and, eq, gt, inArray, isNull, ne, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessTokens, oneTimeTokens, signInFailures, type OneTimeTokenPurpose } from '../../db/schema/index.js';

/** The one place that queries the access_tokens and one_time_tokens tables. */

export const insertAccessToken = async (
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; name?: string; viewAsAdminId?: number },
) => {
  await db.insert(accessTokens).values(values);
};

/** Ends one session; its user's id, or null when it was already gone. */
export const deleteAccessToken = async (db: DbOrTx, id: number): Promise<number | null> => {
  const rows = await db.delete(accessTokens).where(eq(accessTokens.id, id)).returning({ userId: accessTokens.userId });
  return rows[0]?.userId ?? null;
};

/** Signs a user out everywhere, optionally keeping the session that asked for it. */
export const deleteUserAccessTokens = async (db: DbOrTx, userId: number, keepTokenId?: number | null) => {
  const keep = keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined;
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), keep));
};

/** Whether this session (bearer token id) of this user is still valid. */
export const accessTokenIsLive = async (db: DbOrTx, id: number, userId: number, now: Date): Promise<boolean> => {
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), gt(accessTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
};

export const insertOneTimeToken = async (
  db: DbOrTx,
  values: { userId: number; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date },
) => {
  await db.insert(oneTimeTokens).values(values);
};

/** Ends every still-usable token of a purpose (a new reset link replaces the previous one). */
export const retireOneTimeTokens = async (db: DbOrTx, userId: number, purposes: OneTimeTokenPurpose[], now: Date) => {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, purposes), isNull(oneTimeTokens.usedAt)));
};

/** `owners`: a subquery of the user ids the token may belong to (the live users, or the live user of an email). */
type UsableTokenArgs = { tokenHash: string; purpose: OneTimeTokenPurpose; now: Date; owners: SQLWrapper };

/** Unused, unexpired, of this purpose, and (with an email) belonging to the not deleted user of that email. */
const usableToken = (args: UsableTokenArgs) =>
  and(
    eq(oneTimeTokens.tokenHash, args.tokenHash),
    eq(oneTimeTokens.purpose, args.purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, args.now),
    inArray(oneTimeTokens.userId, args.owners),
  );

/** The owner of a usable token, without spending it (to refuse a bogus token before any costly work). */
export const findUsableOneTimeToken = async (db: DbOrTx, args: UsableTokenArgs): Promise<number | null> => {
  const rows = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(usableToken(args)).limit(1);
  return rows[0]?.userId ?? null;
};

/**
 * Marks a token used in one statement, so two requests can never both spend it. With an email, the
 * token must also belong to the (not deleted) user of that email. Returns the user id, or null.
 */
export const spendOneTimeToken = async (db: DbOrTx, args: UsableTokenArgs): Promise<number | null> => {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: args.now })
    .where(usableToken(args))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
};

/** The owner of a one-time token whatever its state (used or expired), to explain why a link was refused. */
export const findOneTimeTokenOwner = async (
  db: DbOrTx,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
): Promise<number | null> => {
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return rows[0]?.userId ?? null;
};

// Failed sign-ins per account (sign_in_failures).

export type SignInFailuresRow = typeof signInFailures.$inferSelect;

export const findSignInFailures = async (db: DbOrTx, email: string): Promise<SignInFailuresRow | null> =>
  (await db.select().from(signInFailures).where(eq(signInFailures.email, email)).limit(1))[0] ?? null;

/** The account's counter, locked for the rest of the transaction (created empty if it did not exist). */
export const lockSignInFailures = async (db: DbOrTx, email: string, now: Date): Promise<SignInFailuresRow> => {
  await db.insert(signInFailures).values({ email, failures: 0, windowEndsAt: now }).onConflictDoNothing();
  return (await db.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update'))[0];
};

export const saveSignInFailures = async (db: DbOrTx, row: SignInFailuresRow) => {
  await db.update(signInFailures).set(row).where(eq(signInFailures.email, row.email));
};

export const clearSignInFailures = async (db: DbOrTx, email: string) => {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
};
