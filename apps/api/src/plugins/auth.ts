import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@routier/domain';
import type { Db } from '../db/client.js';
import { accessTokens, users, type UserRow } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    accessTokenId: number | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

/** Resolves the bearer token to its user with one indexed query. */
export const findUserByToken = async (db: Db, token: string, now: Date) => {
  const rows = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

export const registerAuth = (app: FastifyInstance, db: Db, clock: () => Date) => {
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token || !request.url.startsWith('/api/')) return;
    const found = await findUserByToken(db, token, clock());
    if (found) {
      request.user = found.user;
      request.accessTokenId = found.tokenId;
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
