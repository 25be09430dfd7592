import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@routier/domain';
import type { Db } from '../db/client.js';
import { accessTokens, businessDetails, discounts, users, type BusinessDetailsRow, type UserRow } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import { rowFromJson } from '../lib/json-row.js';
import { isApiRequest } from './matched-path.js';

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    accessTokenId: number | null;
    /** the signed-in user's business and unexpired discounts, loaded with the token */
    business: BusinessDetailsRow | null;
    discounts: SessionDiscount[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

export type SessionDiscount = { percent: number; expiryDate: Date };

const sessionQuery = (db: Db) =>
  db
    .select({
      user: sql<Record<string, unknown> | string>`row_to_json(${users})`,
      tokenId: accessTokens.id,
      business: sql<Record<string, unknown> | string | null>`row_to_json(${businessDetails})`,
      discounts: sql<{ percent: number; expiry_date: string }[] | string>`coalesce((
        select json_agg(json_build_object('percent', ${discounts.percent}, 'expiry_date', ${discounts.expiryDate}) order by ${discounts.expiryDate})
        from ${discounts}
        where ${discounts.businessDetailsId} = ${users.businessDetailsId} and ${discounts.expiryDate} >= ${sql.placeholder('now')}
      ), '[]'::json)`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('hash')),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_by_token');

// Building this query costs more CPU than running it, so it is prepared once per database.
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * Resolves the bearer token to its user, business and unexpired discounts in one indexed query:
 * every authenticated request pays for exactly one round trip.
 */
export const findUserByToken = async (db: Db, token: string, now: Date) => {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ hash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  const list =
    typeof row.discounts === 'string' ? (JSON.parse(row.discounts) as { percent: number; expiry_date: string }[]) : row.discounts;
  return {
    tokenId: row.tokenId,
    user: rowFromJson(users, row.user)!,
    business: rowFromJson(businessDetails, row.business),
    discounts: list.map((d) => ({ percent: Number(d.percent), expiryDate: new Date(d.expiry_date) })),
  };
};

export const registerAuth = (app: FastifyInstance, db: Db, clock: () => Date) => {
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.decorateRequest('business', null);
  app.decorateRequest('discounts', null as unknown as SessionDiscount[]);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token || !isApiRequest(request)) return;
    const found = await findUserByToken(db, token, clock());
    if (found) {
      request.user = found.user;
      request.accessTokenId = found.tokenId;
      request.business = found.business;
      request.discounts = found.discounts;
    }
  });
};

export type AccessRule = {
  /** roles allowed; omitted means any signed-in user */
  roles?: readonly Role[];
  /** the account must be approved (active) */
  active?: boolean;
  /** the email must be verified (default true) */
  verified?: boolean;
};

/** The signed-in user of a request that passed `requireUser`. */
export const currentUser = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
};

/** preHandler declaring who may call a route. */
export const requireUser =
  (rule: AccessRule = {}): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = request.user;
    if (!user) throw new AppError('unauthenticated');
    if ((rule.verified ?? true) && !user.emailVerifiedAt) throw new AppError('email_not_verified');
    if (rule.roles && (user.role === null || !rule.roles.includes(user.role as Role))) throw new AppError('forbidden');
    if (rule.active && !user.active) throw new AppError('account_inactive');
  };
