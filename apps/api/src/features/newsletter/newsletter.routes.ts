import { z } from 'zod';
import { NewsletterCheckQuerySchema, NewsletterSignUpSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { checkNewsletter, signUpToNewsletter } from './newsletter.service.js';

/** Anyone may sign up (rate limited per client in app.ts); a signed-in caller signs up his own email. */
export const NEWSLETTER_LIMITED_ROUTES = ['POST /api/newsletter/sign-up', 'GET /api/newsletter/check'];

export const newsletterRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/newsletter/sign-up',
    {
      config: { access: 'public' },
      schema: {
        body: NewsletterSignUpSchema,
        response: replies({ 200: z.object({ message: z.string(), coupon: z.boolean() }) }),
      },
    },
    async (request) => signUpToNewsletter(deps, request.user, request.body),
  );

  app.get(
    '/newsletter/check',
    {
      config: { access: 'public' },
      schema: {
        querystring: NewsletterCheckQuerySchema,
        response: replies({ 200: z.object({ has_newsletter_flag: z.boolean() }) }),
      },
    },
    async (request) => checkNewsletter(deps, request.query.email),
  );
};
