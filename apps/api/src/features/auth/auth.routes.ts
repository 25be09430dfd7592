import { LoginInputSchema, TokenLoginInputSchema, makeRegisterInputSchema } from '@routier/domain';
import { z } from 'zod';
import type { AppDeps, AppInstance, FeatureRoutes } from '../../app-deps.js';
import { requireUser } from '../../plugins/auth.js';
import { authRateLimit } from './auth.rate-limit.js';
import { emailRoutes } from './email.routes.js';
import { login } from './login.service.js';
import { passwordRoutes } from './password.routes.js';
import { register } from './register.service.js';
import { requestLocale } from './request-locale.js';
import { endSession, signInWithToken } from './session.service.js';
import { socialRoutes } from './social.routes.js';

const langQuery = z.object({ lang: z.string().optional() });
const registerBody = makeRegisterInputSchema(false);
const registerBodyWithPassword = makeRegisterInputSchema(true);

const sessionRoutes = (app: AppInstance, deps: AppDeps) => {
  app.post(
    '/auth/web-login',
    { schema: { querystring: langQuery, body: LoginInputSchema }, config: authRateLimit(deps) },
    async (request) => login(deps, request.body, request.query.lang),
  );

  app.post('/auth/web-logout', { preHandler: requireUser({ verified: false }) }, async (request) => {
    await endSession(deps, request.accessTokenId);
    return { message: 'Logged out.' };
  });

  app.post('/auth/web-token-login', { schema: { body: TokenLoginInputSchema } }, async (request) =>
    signInWithToken(deps, request.body.token),
  );

  app.post(
    '/auth/register',
    { schema: { querystring: langQuery, body: registerBody }, config: authRateLimit(deps) },
    async (request) => {
      // A signed-in user without a role (from Google/Apple) completes their account; the password is then optional.
      const socialUser = request.user && request.user.role === null ? request.user : null;
      const input = socialUser ? request.body : registerBodyWithPassword.parse(request.body);
      return register(deps, input, { locale: requestLocale(request), socialUser });
    },
  );
};

export const authRoutes: FeatureRoutes = (app, deps) => {
  sessionRoutes(app, deps);
  emailRoutes(app, deps);
  passwordRoutes(app, deps);
  socialRoutes(app, deps);
};
