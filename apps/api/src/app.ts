import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@routier/domain';
import type { AppDeps, AppInstance, FeatureRoutes } from './app-deps.js';
import { repoRoot } from './config/env.js';
import { registerAuth } from './plugins/auth.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerWeb } from './plugins/web.js';
import { healthRoutes } from './features/health/health.routes.js';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { loadsRoutes } from './features/loads/loads.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { geoRoutes } from './features/geo/geo.routes.js';
import { demoRoutes } from './features/demo/demo.routes.js';

/** Every feature and its prefix: this list shows every URL the API serves. */
const FEATURES: [string, FeatureRoutes][] = [
  ['/api', healthRoutes],
  ['/api', authRoutes],
  ['/api', usersRoutes],
  ['/api', ordersRoutes],
  ['/api', jobsRoutes],
  ['/api', loadsRoutes],
  ['/api', adminRoutes],
  ['/api', geoRoutes],
  ['/api', demoRoutes],
];

export type BuildOptions = { logger?: boolean; webDist?: string | null };

export const buildApp = async (deps: AppDeps, opts: BuildOptions = {}): Promise<AppInstance> => {
  const app = Fastify({
    logger: opts.logger ? { level: deps.env.LOG_LEVEL } : false,
    // Only behind a proxy that sets X-Forwarded-For may it be trusted (rate limits key on the client IP).
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'script-src': ["'self'", 'https://accounts.google.com', 'https://appleid.cdn-apple.com'],
        'frame-src': ["'self'", 'https://accounts.google.com', 'https://appleid.apple.com'],
        // Served over plain http (local or LAN), upgrading would break every asset request.
        'upgrade-insecure-requests': deps.env.appUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Routier API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  registerCsrf(app, { secure: deps.env.appUrl.startsWith('https://') });
  registerAuth(app, deps.db, deps.clock);

  for (const [prefix, routes] of FEATURES) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), deps), { prefix });
  }
  if (deps.env.NODE_ENV !== 'production') await app.register(async (scope) => devMailboxRoutes(scope, deps));

  await app.register(fastifyStatic, {
    root: path.join(deps.env.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res) => {
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  registerWeb(app, opts.webDist === undefined ? path.join(repoRoot, 'apps/web/dist') : opts.webDist);
  return app;
};
