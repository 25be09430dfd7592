import { z } from 'zod';
import { emailConfirmLanding } from '@routier/domain';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { authRateLimit } from './auth.rate-limit.js';
import { resendVerificationEmail, verifyEmail } from './email-verification.service.js';

export const emailRoutes = (app: AppInstance, deps: AppDeps) => {
  app.get('/email/resend', { preHandler: requireUser({ verified: false }), config: authRateLimit(deps) }, async (request) =>
    resendVerificationEmail(deps, currentUser(request)),
  );

  // The link in the verification email: verifies, then lands on the web app (same origin as the link).
  app.get(
    '/auth/email/verify/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      return reply.redirect(emailConfirmLanding(await verifyEmail(deps, request.params.token)), 302);
    },
  );
};
