import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role } from '@routier/domain';
import type { Db } from '../db/client.js';
import { accessTokens, businessDetails, discounts, users, type BusinessDetailsRow, type UserRow } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import { rowFromJson } from '../lib/json-row.js';
import { isApiRequest, matchedPath } from './matched-path.js';

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    accessTokenId: number | null;
    /**
     * The admin viewing the product as this user (decision 069): the session is read-only, every request that
     * could change something is refused, and GETs skip their side effects (marking things seen or read).
     */
    viewAsAdminId: number | null;
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

export type SessionDiscount = { discountBp: number; expiryDate: Date };

const viewAsAdmin = alias(users, 'view_as_admin');

const sessionQuery = (db: Db) =>
  db
    .select({
      user: sql<Record<string, unknown> | string>`row_to_json(${users})`,
      tokenId: accessTokens.id,
      viewAsAdminId: accessTokens.viewAsAdminId,
      business: sql<Record<string, unknown> | string | null>`row_to_json(${businessDetails})`,
      discounts: sql<{ discount_bp: number; expiry_date: string }[] | string>`coalesce((
        select json_agg(json_build_object('discount_bp', ${discounts.discountBp}, 'expiry_date', ${discounts.expiryDate}) order by ${discounts.expiryDate})
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
        // a "view as" token lasts only while the admin who opened it is still an active admin
        or(
          isNull(accessTokens.viewAsAdminId),
          sql`exists (select 1 from ${users} as ${sql.identifier('view_as_admin')} where ${viewAsAdmin.id} = ${accessTokens.viewAsAdminId}
            and ${viewAsAdmin.role} = ${sql.raw(String(Role.Admin))} and ${viewAsAdmin.active}
            and ${viewAsAdmin.deletedAt} is null and ${viewAsAdmin.suspendedAt} is null)`,
        ),
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
    typeof row.discounts === 'string'
      ? (JSON.parse(row.discounts) as { discount_bp: number; expiry_date: string }[])
      : row.discounts;
  return {
    tokenId: row.tokenId,
    viewAsAdminId: row.viewAsAdminId,
    user: rowFromJson(users, row.user)!,
    business: rowFromJson(businessDetails, row.business),
    discounts: list.map((d) => ({ discountBp: Number(d.discount_bp), expiryDate: new Date(d.expiry_date) })),
  };
};

export const registerAuth = (app: FastifyInstance, db: Db, clock: () => Date) => {
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.decorateRequest('viewAsAdminId', null);
  app.decorateRequest('business', null);
  app.decorateRequest('discounts', null as unknown as SessionDiscount[]);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token || !isApiRequest(request)) return;
    const found = await findUserByToken(db, token, clock());
    if (found) {
      request.user = found.user;
      request.accessTokenId = found.tokenId;
      request.viewAsAdminId = found.viewAsAdminId;
      request.business = found.business;
      request.discounts = found.discounts;
      await refuseWritesOnReadOnlySession(request);
    }
  });
};

/** The only requests a read-only ("view as") session may make besides GETs and reading POSTs: ending it. */
const READ_ONLY_ALLOWED = new Set(['POST /api/auth/web-logout']);
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether this request runs on an operator's read-only "view as" session (decision 069). */
export const isReadOnlySession = (request: Pick<FastifyRequest, 'viewAsAdminId'>) => request.viewAsAdminId !== null;

/**
 * A read-only session may read but never change anything: every request but a GET, a POST declared `reads` and
 * the sign-out that ends it is refused with 403 `auth.read_only`, before its body is read or its route's own checks run.
 */
const refuseWritesOnReadOnlySession = async (request: FastifyRequest) => {
  if (!isReadOnlySession(request) || READING_METHODS.has(request.method)) return;
  if (request.routeOptions.config?.reads) return;
  if (READ_ONLY_ALLOWED.has(`${request.method} ${matchedPath(request)}`)) return;
  throw new AppError('forbidden', 'auth.read_only');
};

export type AccessRule = {
  /** roles allowed; omitted means any signed-in user */
  roles?: readonly Role[];
  /** the account must be approved (active): the spec's "needs approval" */
  active?: boolean;
  /** the email must be verified (default true) */
  verified?: boolean;
  /**
   * Whose rows the route's `:id` may name: the caller's own (default; the feature's policy file
   * checks it) or anyone's (staff consoles). The authorization matrix test reads it.
   */
  rows?: 'own' | 'any';
};

/** Who may call a route: everyone, or signed-in users matching a rule. Every route declares one. */
export type Access = 'public' | AccessRule;

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route (see registerAccessControl) */
    access?: Access;
    /**
     * A POST that only reads (a list or search whose filters travel in the body): a read-only "view as" session
     * may call it (decision 069). Such a route must change nothing.
     */
    reads?: true;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The signed-in user of a request that passed its route's access rule. */
export const currentUser = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
};

/** The check of one access rule: 401 when anonymous, then 403 for the email, the role and the approval. */
export const requireUser =
  (rule: AccessRule = {}): onRequestAsyncHookHandler =>
  async (request) => {
    const user = request.user;
    if (!user) throw new AppError('unauthenticated');
    if ((rule.verified ?? true) && !user.emailVerifiedAt) throw new AppError('email_not_verified');
    if (rule.roles && (user.role === null || !rule.roles.includes(user.role as Role))) throw new AppError('forbidden');
    if (rule.active && !user.active) throw new AppError('account_inactive');
  };

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** A registered route as the authorization checks see it (its access read when asked, once registration is done). */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  /** a POST that only reads (a read-only session may call it) */
  reads: boolean;
  schema: RouteOptions['schema'];
};

const routeLists = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route registered on an app, one entry per method, with its declared access. */
export const declaredRoutes = (app: FastifyInstance): DeclaredRoute[] =>
  (routeLists.get(app) ?? []).flatMap((route) =>
    asList(route.method).map((method) => ({
      method,
      url: route.url,
      access: route.config?.access,
      reads: route.config?.reads === true,
      schema: route.schema,
    })),
  );

/**
 * Applies each route's `config.access` in an onRequest hook of that route, which runs after the
 * session is resolved and before the body is read or validated: an anonymous caller gets 401 and
 * never learns a schema. Registered before any route, so that every route is seen.
 */
export const registerAccessControl = (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const access = route.config?.access;
    if (!access || access === 'public') return;
    route.onRequest = [...asList(route.onRequest), requireUser(access)];
  });
};
