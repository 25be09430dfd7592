import { AuthTokenParamsSchema, emailConfirmLanding, EmailVerifyRedirectSchema } from '@routier/domain';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { authRateLimit } from './auth.rate-limit.js';
import { resendVerificationEmail, verifyEmail } from './email-verification.service.js';

export const emailRoutes = (app: AppInstance, deps: AppDeps) => {
  app.get(
    '/email/resend',
    {
      config: { access: { verified: false }, ...authRateLimit(deps) },
      schema: { response: replies({ 200: MessageResponseSchema }) },
    },
    async (request) => resendVerificationEmail(deps, currentUser(request)),
  );

  // The link in the verification email: verifies, then lands on the web app (same origin as the link).
  app.get(
    '/auth/email/verify/:token',
    {
      config: { access: 'public' },
      schema: {
        params: AuthTokenParamsSchema,
        response: replies({ 302: EmailVerifyRedirectSchema }),
      },
    },
    async (request, reply) => {
      return reply.redirect(emailConfirmLanding(await verifyEmail(deps, request.params.token)), 302);
    },
  );
};
