import type { Env } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import { createSandboxGateway } from './sandbox.js';
import { createStripeGateway } from './stripe.js';

export type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway, PaymentSource } from './gateway.js';
export { authenticateSandboxIntent } from './sandbox.js';

/** Stripe when its secret key is set, else the embedded sandbox. */
export const createPaymentGateway = (env: Env, db: DbOrTx) =>
  env.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
        apiBase: env.STRIPE_API_BASE,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      })
    : createSandboxGateway(db);
