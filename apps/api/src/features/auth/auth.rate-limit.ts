import type { AppDeps } from '../../app-deps.js';

/** Route config limiting a sensitive route to AUTH_RATE_LIMIT calls per minute and client address. */
export const authRateLimit = (deps: AppDeps) => ({ rateLimit: { max: deps.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' } });
