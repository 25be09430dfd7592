import { z } from 'zod';
import { CheckoutInputSchema, CUSTOMER_ROLES, text } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authenticateSandboxIntent } from '../../platform/payments/index.js';
import { pricingCaller } from '../pricing/pricing.routes.js';
import { CheckoutDetailsSchema, CheckoutResultSchema } from './checkout.presenter.js';
import { getCheckout } from './checkout.service.js';
import { handlePaymentEvent } from './payment-reconciliation.service.js';
import { placeOrder } from './place-order.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const customers = { access: { roles: CUSTOMER_ROLES } };
const CheckoutQuerySchema = z.object({
  coupon_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  paid_with_card: z.enum(['0', '1', 'true', 'false']).optional(),
});
const SandboxAuthenticationSchema = z.object({
  payment_intent_id: text({ max: 64, required: true }),
  client_secret: text({ max: 128, required: true }),
  succeed: z.boolean(),
});
const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().min(8).max(100).optional() });

export const checkoutRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/checkout/:id',
    {
      config: customers,
      schema: { params: idParams, querystring: CheckoutQuerySchema, response: replies({ 200: CheckoutDetailsSchema }) },
    },
    async (request) =>
      getCheckout(deps, pricingCaller(request), request.params.id, {
        coupon_id: request.query.coupon_id,
        paid_with_card:
          request.query.paid_with_card === undefined ? undefined : ['1', 'true'].includes(request.query.paid_with_card),
      }),
  );

  app.post(
    '/checkout/:id',
    {
      config: customers,
      schema: {
        params: idParams,
        headers: idempotencyHeader,
        body: CheckoutInputSchema,
        response: replies({ 200: CheckoutResultSchema }),
      },
    },
    async (request) =>
      placeOrder(deps, pricingCaller(request), request.params.id, request.body, request.headers['idempotency-key']),
  );

  // The sandbox's 3-D Secure page (Stripe.js does this on Stripe's side): only with the sandbox gateway.
  app.post(
    '/payments/sandbox/authenticate',
    {
      config: customers,
      schema: {
        body: SandboxAuthenticationSchema,
        response: replies({ 200: MessageResponseSchema }),
      },
    },
    async (request) => {
      if (deps.payments.kind !== 'sandbox') throw notFound();
      const outcome = await authenticateSandboxIntent(deps.db, {
        paymentIntentId: request.body.payment_intent_id,
        clientSecret: request.body.client_secret,
        succeed: request.body.succeed,
      });
      if (outcome === 'unknown') throw notFound();
      return { message: outcome };
    },
  );

  // Stripe's webhook: the raw body is needed for its signature, so this route parses JSON itself.
  app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public', csrf: false },
        schema: { response: replies({ 200: z.object({ received: z.boolean() }) }) },
      },
      async (request) => {
        const parse = deps.payments.parseWebhook;
        if (!parse) throw notFound();
        const signature = request.headers['stripe-signature'];
        const event =
          Buffer.isBuffer(request.body) && typeof signature === 'string' ? await parse(request.body, signature) : null;
        if (!event) throw new AppError('validation', 'Invalid signature.', { 'stripe-signature': ['invalidValue'] });
        return handlePaymentEvent(deps, event);
      },
    );
  });
};
