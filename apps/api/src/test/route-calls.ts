import type { Role } from '@routier/domain';
import type { UserRow } from '../db/schema/index.js';
import type { AccessRule, DeclaredRoute } from '../plugins/auth.js';
import { declaredRoutes } from '../plugins/auth.js';
import type { AppInstance } from '../app-deps.js';

/** Routes that serve files from a folder (no handler of ours): public by design, declared by no one. */
const STATIC_FILE_ROUTES = new Set(['/uploads/*', '/*']);

/** The routes the generated checks call: every route but HEAD twins and static file folders. */
export const routesToCheck = (app: AppInstance): DeclaredRoute[] =>
  declaredRoutes(app).filter((r) => r.method !== 'HEAD' && !STATIC_FILE_ROUTES.has(r.url));

/** A sample value for each path parameter: `:id` names the given row, others take a harmless value. */
export const fillPath = (url: string, id: number) =>
  url
    .replace(/:id\b/g, String(id))
    .replace(/:filter\b/g, '1')
    .replace(/:token\b/g, 'not-a-token')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'x');

export type Caller = { label: string; user: UserRow | null; role: Role | null; headers: Record<string, string> };

/** Would the declaration let this caller in? */
export const allows = (access: 'public' | AccessRule, user: UserRow | null) => {
  if (access === 'public') return true;
  if (!user) return false;
  if ((access.verified ?? true) && !user.emailVerifiedAt) return false;
  if (access.roles && (user.role === null || !access.roles.includes(user.role as Role))) return false;
  if (access.active && !user.active) return false;
  return true;
};
