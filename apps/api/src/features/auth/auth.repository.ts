import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  accessTokens,
  businessDetails,
  oneTimeTokens,
  users,
  type OneTimeTokenPurpose,
  type UserRow,
} from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<NewUser>;
export type NewBusiness = typeof businessDetails.$inferInsert;

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Any user with this email, deleted ones included (the email stays taken). */
export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(sameEmail(email)).limit(1))[0] ?? null;

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const findUserBySocialSub = async (db: Db, provider: 'google' | 'apple', sub: string): Promise<UserRow | null> => {
  const column = provider === 'google' ? users.googleSub : users.appleSub;
  return (await db.select().from(users).where(eq(column, sub)).limit(1))[0] ?? null;
};

export const insertUser = async (db: DbOrTx, values: NewUser): Promise<UserRow> =>
  (await db.insert(users).values(values).returning())[0];

export const updateUser = async (db: DbOrTx, id: number, patch: UserPatch): Promise<UserRow> =>
  (await db.update(users).set(patch).where(eq(users.id, id)).returning())[0];

export const insertBusiness = async (db: DbOrTx, values: NewBusiness) =>
  (await db.insert(businessDetails).values(values).returning())[0];

export const insertAccessToken = async (db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }) => {
  await db.insert(accessTokens).values(values);
};

export const deleteAccessToken = async (db: Db, id: number) => {
  await db.delete(accessTokens).where(eq(accessTokens.id, id));
};

/** Signs a user out everywhere, optionally keeping the session that asked for it. */
export const deleteUserAccessTokens = async (db: DbOrTx, userId: number, keepTokenId?: number | null) => {
  const keep = keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined;
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), keep));
};

export const insertOneTimeToken = async (
  db: Db,
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

type UsableTokenArgs = { tokenHash: string; purpose: OneTimeTokenPurpose; now: Date; email?: string };

/** Unused, unexpired, of this purpose, and (with an email) belonging to the not deleted user of that email. */
const usableToken = (db: DbOrTx, args: UsableTokenArgs) => {
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), args.email === undefined ? undefined : sameEmail(args.email)));
  return and(
    eq(oneTimeTokens.tokenHash, args.tokenHash),
    eq(oneTimeTokens.purpose, args.purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, args.now),
    inArray(oneTimeTokens.userId, owner),
  );
};

/** The owner of a usable token, without spending it (to refuse a bogus token before any costly work). */
export const findUsableOneTimeToken = async (db: DbOrTx, args: UsableTokenArgs): Promise<number | null> => {
  const rows = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(usableToken(db, args)).limit(1);
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
    .where(usableToken(db, args))
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
