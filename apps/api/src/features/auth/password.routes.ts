import { ForgotPasswordInputSchema, ResetPasswordInputSchema, SetPasswordInputSchema } from '@routier/domain';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { authRateLimit } from './auth.rate-limit.js';
import { resetPassword, sendResetLink, setPasswordWithToken } from './password.service.js';

export const passwordRoutes = (app: AppInstance, deps: AppDeps) => {
  app.post(
    '/auth/password/email',
    { schema: { body: ForgotPasswordInputSchema }, config: authRateLimit(deps) },
    async (request) => sendResetLink(deps, request.body.email),
  );

  app.post('/auth/password/reset', { schema: { body: ResetPasswordInputSchema } }, async (request) =>
    resetPassword(deps, request.body),
  );

  app.post(
    '/auth/password/reset-dynamic/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(200) }), body: SetPasswordInputSchema } },
    async (request) => setPasswordWithToken(deps, request.params.token, request.body),
  );
};
