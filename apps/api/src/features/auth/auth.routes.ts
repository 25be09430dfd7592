import {
  AuthLangQuerySchema,
  AuthResponseSchema,
  LoginInputSchema,
  makeRegisterInputSchema,
  TokenLoginInputSchema,
  TransportCompanyRegisterInputSchema,
} from '@routier/domain';
import type { AppDeps, AppInstance, FeatureRoutes } from '../../app-deps.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authRateLimit } from './auth.rate-limit.js';
import { emailRoutes } from './email.routes.js';
import { login } from './login.service.js';
import { passwordRoutes } from './password.routes.js';
import { register } from './register.service.js';
import { requestLocale } from '../../plugins/request-locale.js';
import { endSession, signInWithToken } from './session.service.js';
import { socialRoutes } from './social.routes.js';

const langQuery = AuthLangQuerySchema;
const registerBody = makeRegisterInputSchema(false);
const registerBodyWithPassword = makeRegisterInputSchema(true);

const sessionRoutes = (app: AppInstance, deps: AppDeps) => {
  app.post(
    '/auth/web-login',
    {
      config: { access: 'public', ...authRateLimit(deps) },
      schema: { querystring: langQuery, body: LoginInputSchema, response: replies({ 200: AuthResponseSchema }) },
    },
    async (request) => login(deps, request.body, request.query.lang),
  );

  app.post(
    '/auth/web-logout',
    { config: { access: { verified: false } }, schema: { response: replies({ 200: MessageResponseSchema }) } },
    async (request) => {
      await endSession(deps, request.accessTokenId);
      return { message: 'Logged out.' };
    },
  );

  app.post(
    '/auth/web-token-login',
    { config: { access: 'public' }, schema: { body: TokenLoginInputSchema, response: replies({ 200: AuthResponseSchema }) } },
    async (request) => signInWithToken(deps, request.body.token),
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public', ...authRateLimit(deps) },
      schema: { querystring: langQuery, body: registerBody, response: replies({ 200: AuthResponseSchema }) },
    },
    async (request) => {
      // A signed-in user without a role (from Google/Apple) completes their account; the password is then optional.
      const socialUser = request.user && request.user.role === null ? request.user : null;
      const input = socialUser ? request.body : registerBodyWithPassword.parse(request.body);
      return register(deps, input, { locale: requestLocale(request), socialUser, ip: request.ip || null });
    },
  );

  // The spec's POST /transport-companies is a transport company's registration (decision 057): the same service
  // as /auth/register with the role implied, for the marketing site's carrier sign-up.
  app.post(
    '/transport-companies',
    {
      config: { access: 'public', ...authRateLimit(deps) },
      schema: {
        description:
          'Registers a transport company (the role is implied): the same fields, rules, e-mails and answer as POST /auth/register with role 5.',
        querystring: langQuery,
        body: TransportCompanyRegisterInputSchema,
        response: replies({ 200: AuthResponseSchema }),
      },
    },
    async (request) => register(deps, request.body, { locale: requestLocale(request), socialUser: null, ip: request.ip || null }),
  );
};

export const authRoutes: FeatureRoutes = (app, deps) => {
  sessionRoutes(app, deps);
  emailRoutes(app, deps);
  passwordRoutes(app, deps);
  socialRoutes(app, deps);
};
