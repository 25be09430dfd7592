import {
  NewsletterCheckQuerySchema,
  NewsletterCheckSchema,
  NewsletterConfirmResultSchema,
  NewsletterConfirmSchema,
  NewsletterSignUpResultSchema,
  NewsletterSignUpSchema,
} from '@routier/domain';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { requestLocale } from '../../plugins/request-locale.js';
import { checkNewsletter, confirmNewsletter, signUpToNewsletter, type RequestContext } from './newsletter.service.js';

/**
 * Anyone may sign up or confirm (rate limited per client in app.ts; confirmation e-mails are also limited per
 * address and per client by the service); a signed-in caller signs up his own email.
 */
export const NEWSLETTER_LIMITED_ROUTES = [
  'POST /api/newsletter/sign-up',
  'GET /api/newsletter/check',
  'POST /api/newsletter/confirm',
];

const context = (request: FastifyRequest): RequestContext => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
  locale: request.user?.locale === 'fr' ? 'fr' : request.user?.locale === 'en' ? 'en' : requestLocale(request),
});

export const newsletterRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/newsletter/sign-up',
    {
      config: { access: 'public' },
      schema: {
        description:
          'Double opt-in: a visitor gets a confirmation link at the address (`status: pending`); a signed-in user with a verified e-mail is confirmed at once. 429 past 3 confirmation e-mails a day to one address or 10 an hour from one client.',
        body: NewsletterSignUpSchema,
        response: replies({ 200: NewsletterSignUpResultSchema }),
      },
    },
    async (request) => signUpToNewsletter(deps, request.user, request.body, context(request)),
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        description: 'The token of the link sent to the address; single use (422 `newsletterLinkInvalid` once spent or expired).',
        body: NewsletterConfirmSchema,
        response: replies({ 200: NewsletterConfirmResultSchema }),
      },
    },
    async (request) => confirmNewsletter(deps, request.body.token, context(request)),
  );

  app.get(
    '/newsletter/check',
    {
      config: { access: 'public' },
      schema: {
        querystring: NewsletterCheckQuerySchema,
        response: replies({ 200: NewsletterCheckSchema }),
      },
    },
    async (request) => checkNewsletter(deps, request.query.email),
  );
};
