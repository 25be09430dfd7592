import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle, Db } from './db/client.js';
import type { Env } from './config/env.js';
import type { FileStorage } from './platform/files/storage.js';
import type { JobQueue } from './platform/jobs/index.js';
import type { Mailer } from './platform/mail/index.js';
import type { PaymentGateway } from './platform/payments/index.js';

/** Everything a feature needs, passed explicitly so tests can swap the clock, mailer, job queue or database. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  /** every side effect after a request (mail, notifications, webhooks) is a job enqueued in its transaction */
  jobs: JobQueue;
  storage: FileStorage;
  /** order files: never served by /uploads, only through signed URLs (platform/files/signed-url.ts) */
  privateFiles: FileStorage;
  /** card payments: the sandbox gateway, or Stripe when configured */
  payments: PaymentGateway;
  clock: () => Date;
};

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes: registered by app.ts under /api. */
export type FeatureRoutes = (app: AppInstance, deps: AppDeps) => void | Promise<void>;
