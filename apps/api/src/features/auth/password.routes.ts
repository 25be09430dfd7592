import {
  AuthTokenParamsSchema,
  ForgotPasswordInputSchema,
  ResetPasswordInputSchema,
  SetPasswordInputSchema,
} from '@routier/domain';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authRateLimit } from './auth.rate-limit.js';
import { resetPassword, sendResetLink, setPasswordWithToken } from './password.service.js';

const messageReply = replies({ 200: MessageResponseSchema });

export const passwordRoutes = (app: AppInstance, deps: AppDeps) => {
  app.post(
    '/auth/password/email',
    { config: { access: 'public', ...authRateLimit(deps) }, schema: { body: ForgotPasswordInputSchema, response: messageReply } },
    async (request) => sendResetLink(deps, request.body.email),
  );

  app.post(
    '/auth/password/reset',
    { config: { access: 'public' }, schema: { body: ResetPasswordInputSchema, response: messageReply } },
    async (request) => resetPassword(deps, request.body),
  );

  app.post(
    '/auth/password/reset-dynamic/:token',
    {
      config: { access: 'public' },
      schema: {
        params: AuthTokenParamsSchema,
        body: SetPasswordInputSchema,
        response: messageReply,
      },
    },
    async (request) => setPasswordWithToken(deps, request.params.token, request.body),
  );
};
