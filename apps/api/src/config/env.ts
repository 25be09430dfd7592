import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /** PostgreSQL: connections of the job queue's own pool */
  DB_JOBS_POOL_SIZE: z.coerce.number().int().min(1).default(2),
  /** PostgreSQL: seconds a request waits for a free connection before it is answered 503 */
  DB_ACQUIRE_TIMEOUT: z.coerce.number().positive().default(5),
  /** PostgreSQL: seconds after which the server cancels a statement (503) */
  DB_STATEMENT_TIMEOUT: z.coerce.number().positive().default(30),
  /** PostgreSQL: seconds a transaction may sit idle before the server ends its session */
  DB_IDLE_IN_TRANSACTION_TIMEOUT: z.coerce.number().positive().default(30),
  DEMO_DATA: bool,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Routier <no-reply@routier.test>'),
  /** the seller printed on customer invoices: legal name, address and sales-tax registration numbers (demo values by default) */
  INVOICE_LEGAL_NAME: z.string().min(1).default('Routier Transport Inc.'),
  INVOICE_ADDRESS: z.string().min(1).default('100 King St W, Toronto, ON M5X 1A9'),
  GST_HST_NUMBER: z.string().min(1).default('123456789 RT0001'),
  QST_NUMBER: z.string().min(1).default('1234567890 TQ0001'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  /** a Photon-compatible geocoder; unset: the built-in gazetteer */
  GEOCODER_URL: z.string().url().optional(),
  /**
   * The payment gateway: `stripe` (needs STRIPE_SECRET_KEY) or `sandbox` (test cards, no real charges). Unset:
   * Stripe when its key is set, else the sandbox, except in production, which refuses to start without a
   * real gateway unless PAYMENTS=sandbox says so explicitly.
   */
  PAYMENTS: z.enum(['sandbox', 'stripe']).optional(),
  /** Stripe (payments); unset: the embedded sandbox gateway */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address (tests point it at a local server that answers like Stripe) */
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  /** an OSRM-compatible router for road distances; unset: great-circle distance × 1.2 */
  ROUTER_URL: z.string().url().optional(),
  /** `vpic`: decode VINs with the NHTSA vPIC web API (VPIC_URL); unset: the offline tables */
  VIN_DECODER: z.enum(['offline', 'vpic']).optional(),
  VPIC_URL: z.string().url().optional(),
  TRUST_PROXY: bool.transform((v) => v ?? false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** seconds a client has to send a whole request (headers and body); also the idle-socket limit */
  REQUEST_TIMEOUT: z.coerce.number().positive().default(60),
  /** seconds a client has to send the request headers */
  HEADERS_TIMEOUT: z.coerce.number().positive().default(15),
  /** serve the dev mailbox to other machines than this one (never in production) */
  DEV_MAILBOX: bool.transform((v) => v ?? false),
  /** HMAC key of signed file URLs; unset: generated once and kept under DATA_DIR */
  FILES_SIGNING_KEY: z.string().min(32).optional(),
  /** HMAC key of live-channel tickets; unset: generated once and kept under DATA_DIR (set it when running several instances) */
  LIVE_TICKET_KEY: z.string().min(32).optional(),
  /** HMAC key of guest captcha challenges; unset: generated once and kept under DATA_DIR */
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** HMAC key of the tracking links mailed to guests; unset: generated once and kept under DATA_DIR */
  GUEST_LINK_KEY: z.string().min(32).optional(),
  /** the captcha's proof-of-work size (the largest number to try); tests and e2e set it low */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** S3-compatible storage for private order files; unset: a local folder under DATA_DIR */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** the most pixels one uploaded image may declare (its header is read before anything is decoded); 100 million at most */
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).max(100_000_000).default(25_000_000),
  /** the most image pixels one request may carry, all its images together */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(250_000_000),
  /** the most image pixels one user (or, signed out, one address) may upload a minute, across instances */
  UPLOAD_PIXELS_PER_MINUTE: z.coerce.number().int().min(1).default(500_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema> & { appUrl: string; dataDir: string; demoData: boolean };

/** Reads and validates the environment; fails fast with a list of what is wrong. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => ` - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY)
    throw new Error('Invalid environment:\n - PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'sandbox')
    throw new Error(
      'Invalid environment:\n - production needs a real payment gateway: set STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY, ' +
        'STRIPE_WEBHOOK_SECRET), or PAYMENTS=sandbox to run on test payments with no real charges',
    );
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    // Demo accounts (with a published password) never exist in production, whatever DEMO_DATA says.
    demoData: env.NODE_ENV !== 'production' && (env.DEMO_DATA ?? true),
  };
};
