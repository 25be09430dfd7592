import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@routier/domain';
import type { AppDeps, AppInstance, FeatureRoutes } from './app-deps.js';
import { repoRoot, type Env } from './config/env.js';
import { serverTimeouts } from './config/server-timeouts.js';
import { registerAccessControl, registerAuth } from './plugins/auth.js';
import { registerCloseDeadline } from './plugins/close-deadline.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { uploadDisposition } from './platform/files/disposition.js';
import { registerImageBudget } from './platform/files/pixel-budget.js';
import { registerRateLimits, type RouteLimit } from './platform/rate-limit/index.js';
import { AUTH_LIMITED_ROUTES } from './features/auth/auth.rate-limit.js';
import { registerWeb } from './plugins/web.js';
import { healthRoutes } from './features/health/health.routes.js';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { ordersRoutes } from './features/order-views/orders.routes.js';
import { orderCarsRoutes } from './features/order-views/cars.routes.js';
import { vehiclesCatalogueRoutes } from './features/vehicles-catalogue/vehicles-catalogue.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { loadsRoutes } from './features/loads/loads.routes.js';
import { loadProgressRoutes } from './features/loads/load-progress.routes.js';
import { inspectionsRoutes } from './features/inspections/inspections.routes.js';
import { loadBuildingRoutes } from './features/loads/load-building.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { adminOrdersRoutes } from './features/admin-orders/admin-orders.routes.js';
import { geoRoutes } from './features/geo/geo.routes.js';
import { demoRoutes } from './features/demo/demo.routes.js';
import { filesRoutes } from './features/files/files.routes.js';
import { orderContactsRoutes } from './features/order-views/order-contacts.routes.js';
import { orderCancelRoutes } from './features/orders/order-cancel.routes.js';
import { billOfLadingRoutes } from './features/order-views/bill-of-lading.routes.js';
import { pricingRoutes } from './features/pricing/pricing.routes.js';
import { rateCardRoutes } from './features/pricing/rate-card.routes.js';
import { checkoutRoutes } from './features/checkout/checkout.routes.js';
import { GUEST_LIMITED_ROUTES, guestsRoutes } from './features/guests/guests.routes.js';
import { offersRoutes } from './features/offers/offers.routes.js';
import { bidsRoutes } from './features/bids/bids.routes.js';
import { orderRequestsRoutes } from './features/order-requests/order-requests.routes.js';
import { adminOrderRequestsRoutes } from './features/order-requests/admin-order-requests.routes.js';
import { orderLogRoutes } from './features/order-log/order-log.routes.js';
import { fuelFeeClaimsRoutes } from './features/fuel-fee-claims/fuel-fee-claims.routes.js';
import { couponsRoutes } from './features/coupons/coupons.routes.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { changelogRoutes } from './features/changelog/changelog.routes.js';
import { NEWSLETTER_LIMITED_ROUTES, newsletterRoutes } from './features/newsletter/newsletter.routes.js';
import { teamRoutes } from './features/team/team.routes.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { subAccountsRoutes } from './features/sub-accounts/sub-accounts.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { dashboardsRoutes } from './features/dashboards/dashboards.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { liveRoutes } from './features/live/live.routes.js';
import { registerLive } from './platform/live/index.js';
import { autoDispatchRoutes } from './features/auto-dispatch/auto-dispatch.routes.js';
import { autoDispatchWizardRoutes } from './features/auto-dispatch-wizard/auto-dispatch-wizard.routes.js';
import { reconciliationRoutes } from './features/reconciliation/reconciliation.routes.js';
import { adminMoneyRoutes } from './features/admin-money/admin-money.routes.js';
import { adminOrderActionsRoutes } from './features/admin-order-actions/admin-order-actions.routes.js';
import { adminCreateOrderRoutes } from './features/admin-create-order/admin-create-order.routes.js';
import { installOrderEventHandlers } from './app-events.js';

/** Every feature and its prefix: this list shows every URL the API serves. */
const FEATURES: [string, FeatureRoutes][] = [
  ['/api', healthRoutes],
  ['/api', authRoutes],
  ['/api', usersRoutes],
  ['/api', ordersRoutes],
  ['/api', orderCarsRoutes],
  ['/api', vehiclesCatalogueRoutes],
  ['/api', jobsRoutes],
  ['/api', loadsRoutes],
  ['/api', loadProgressRoutes],
  ['/api', inspectionsRoutes],
  ['/api', loadBuildingRoutes],
  ['/api', adminRoutes],
  ['/api', adminOrdersRoutes],
  ['/api', adminOrderActionsRoutes],
  ['/api', adminCreateOrderRoutes],
  ['/api', geoRoutes],
  ['/api', demoRoutes],
  ['/api', filesRoutes],
  ['/api', orderContactsRoutes],
  ['/api', orderCancelRoutes],
  ['/api', billOfLadingRoutes],
  ['/api', pricingRoutes],
  ['/api', rateCardRoutes],
  ['/api', checkoutRoutes],
  ['/api', guestsRoutes],
  ['/api', offersRoutes],
  ['/api', bidsRoutes],
  ['/api', orderRequestsRoutes],
  ['/api', adminOrderRequestsRoutes],
  ['/api', fuelFeeClaimsRoutes],
  ['/api', orderLogRoutes],
  ['/api', couponsRoutes],
  ['/api', newsletterRoutes],
  ['/api', changelogRoutes],
  ['/api', auditRoutes],
  ['/api', teamRoutes],
  ['/api', accountsRoutes],
  ['/api', subAccountsRoutes],
  ['/api', reviewsRoutes],
  ['/api', dashboardsRoutes],
  ['/api', billingRoutes],
  ['/api', notificationsRoutes],
  ['/api', liveRoutes],
  ['/api', autoDispatchRoutes],
  ['/api', autoDispatchWizardRoutes],
  ['/api', reconciliationRoutes],
  ['/api', adminMoneyRoutes],
];

/**
 * Every route a caller who is not signed in can make work (hash a password, check a token, send an
 * email, search): calls per minute and client address, counted in the database for all instances.
 */
const rateLimits = (env: Env): RouteLimit[] => [
  ...AUTH_LIMITED_ROUTES.map((route) => ({ route, max: env.AUTH_RATE_LIMIT })),
  { route: 'GET /api/geo/search', max: 120 },
  // a guest's wizard makes a few calls a step, uploads included
  ...GUEST_LIMITED_ROUTES.map((route) => ({ route, max: 120 })),
  ...NEWSLETTER_LIMITED_ROUTES.map((route) => ({ route, max: 60 })),
  // signed file URLs: a page of thumbnails asks for many at once
  { route: 'GET /api/files/*', max: 600 },
];

/** how long uploads in progress may continue once the server starts closing */
const CLOSE_GRACE_MS = 5000;

export type BuildOptions = { logger?: boolean; webDist?: string | null };

export const buildApp = async (deps: AppDeps, opts: BuildOptions = {}): Promise<AppInstance> => {
  installOrderEventHandlers();
  const app = Fastify({
    logger: opts.logger ? { level: deps.env.LOG_LEVEL } : false,
    // Only behind a proxy that sets X-Forwarded-For may it be trusted (rate limits key on the client IP).
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The spec's paths answer with or without a trailing slash (`POST /api/auth/web-login/?lang=en`).
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(deps.env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // the test suites fail on a reply field the schema does not declare; production strips it
  app.setSerializerCompiler(responseSerializerCompiler({ strict: deps.env.NODE_ENV === 'test' }));
  registerErrorHandler(app);
  registerAccessControl(app);
  registerCloseDeadline(app, { graceMs: Math.min(deps.env.REQUEST_TIMEOUT * 1000, CLOSE_GRACE_MS) });

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Stripe.js (card fields in Stripe's iframes, 3-D Secure) when payments go through Stripe.
        // the captcha's proof of work runs in a worker the ALTCHA widget makes from a blob
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        'script-src': ["'self'", 'https://accounts.google.com', 'https://appleid.cdn-apple.com', 'https://js.stripe.com'],
        'frame-src': [
          "'self'",
          'https://accounts.google.com',
          'https://appleid.apple.com',
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        // Served over plain http (local or LAN), upgrading would break every asset request.
        'upgrade-insecure-requests': deps.env.appUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerRateLimits(app, { db: deps.db, clock: deps.clock, limits: rateLimits(deps.env) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  registerImageBudget(app, deps);
  await app.register(swagger, {
    openapi: { info: { title: 'Routier API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document at /api/docs/json, and a viewer at /api/docs: public, like the API's contract.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  registerCsrf(app, { secure: deps.env.appUrl.startsWith('https://') });
  registerAuth(app, deps.db, deps.clock);
  await registerLive(app, deps.database);

  for (const [prefix, routes] of FEATURES) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps), { prefix });
  }
  if (deps.env.NODE_ENV !== 'production') await app.register(async (scope) => devMailboxRoutes(scope, deps));

  await app.register(fastifyStatic, {
    root: path.join(deps.env.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res, filePath) => {
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Disposition', uploadDisposition(filePath));
    },
  });
  registerWeb(app, opts.webDist === undefined ? path.join(repoRoot, 'apps/web/dist') : opts.webDist);
  return app;
};
