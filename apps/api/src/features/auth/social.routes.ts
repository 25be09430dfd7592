import { AppleSignInResponseSchema, AuthProvidersSchema, AuthResponseSchema, SocialLoginInputSchema } from '@routier/domain';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { replies } from '../../lib/response-schemas.js';
import { requestLocale } from '../../plugins/request-locale.js';
import { signInWithSocial } from './social.service.js';
import { createSocialVerifiers } from './social.verify.js';

export const socialRoutes = (app: AppInstance, deps: AppDeps) => {
  const verifiers = createSocialVerifiers(deps.env, deps.clock);

  app.get(
    '/auth/providers',
    { config: { access: 'public' }, schema: { response: replies({ 200: AuthProvidersSchema }) } },
    async () => ({
      google_client_id: deps.env.GOOGLE_CLIENT_ID ?? null,
      apple_client_id: deps.env.APPLE_CLIENT_ID ?? null,
    }),
  );

  app.post(
    '/auth/google/callback',
    { config: { access: 'public' }, schema: { body: SocialLoginInputSchema, response: replies({ 200: AuthResponseSchema }) } },
    async (request) => {
      if (!verifiers.google) throw notFound();
      const identity = await verifiers.google(request.body.token);
      return signInWithSocial(deps, identity, requestLocale(request));
    },
  );

  app.post(
    '/auth/apple/user',
    {
      config: { access: 'public' },
      schema: { body: SocialLoginInputSchema, response: replies({ 200: AppleSignInResponseSchema }) },
    },
    async (request) => {
      if (!verifiers.apple) throw notFound();
      const identity = await verifiers.apple(request.body.token);
      const { token, user } = await signInWithSocial(deps, identity, requestLocale(request));
      return { user, token, locale: user.locale };
    },
  );
};
