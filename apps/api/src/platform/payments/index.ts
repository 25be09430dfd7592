import type { Env } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import { createSandboxGateway } from './sandbox.js';
import { createStripeGateway } from './stripe.js';

export type { ChargeRequest, ChargeResult, GatewayCharge, PaymentEvent, PaymentGateway, PaymentSource } from './gateway.js';
export { authenticateSandboxIntent, recordSandboxCharge } from './sandbox.js';

/** The sandbox when PAYMENTS=sandbox says so, else Stripe when its secret key is set, else the sandbox (never in production: see env). */
export const usesSandbox = (env: Env) => env.PAYMENTS === 'sandbox' || !env.STRIPE_SECRET_KEY;

export const createPaymentGateway = (env: Env, db: DbOrTx) =>
  !usesSandbox(env) && env.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
        apiBase: env.STRIPE_API_BASE,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      })
    : createSandboxGateway(db);
