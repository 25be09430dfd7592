import type { AppDeps } from '../../app-deps.js';

/**
 * The sign-in routes limited to AUTH_RATE_LIMIT calls per minute and client address: each hashes a
 * password, checks a token or sends an email for a caller who is not signed in (app.ts applies it).
 */
export const AUTH_LIMITED_ROUTES = [
  'POST /api/auth/web-login',
  'POST /api/auth/register',
  'POST /api/transport-companies',
  'POST /api/auth/web-token-login',
  'POST /api/auth/password/email',
  'POST /api/auth/password/reset',
  'POST /api/auth/password/reset-dynamic/:token',
  'GET /api/auth/email/verify/:token',
  'GET /api/email/resend',
  'POST /api/auth/google/callback',
  'POST /api/auth/apple/user',
] as const;

/** Route config limiting a sensitive route to AUTH_RATE_LIMIT calls per minute and client address. */
export const authRateLimit = (deps: AppDeps) => ({ rateLimit: { max: deps.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' } });
