import {
  CheckoutDetailsSchema,
  CheckoutInputSchema,
  CheckoutQuerySchema,
  CheckoutResultSchema,
  CUSTOMER_ROLES,
  IdempotencyHeaderSchema,
  SandboxAuthenticationInputSchema,
  WebhookReceivedSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authenticateSandboxIntent } from '../../platform/payments/index.js';
import { pricingCaller } from '../pricing/pricing.routes.js';
import { getCheckout } from './checkout.service.js';
import { handlePaymentEvent } from './payment-reconciliation.service.js';
import { placeOrder } from './place-order.service.js';

const customers = { access: { roles: CUSTOMER_ROLES } };

export const checkoutRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/checkout/:id',
    {
      config: customers,
      schema: { params: IdParamsSchema, querystring: CheckoutQuerySchema, response: replies({ 200: CheckoutDetailsSchema }) },
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
        params: IdParamsSchema,
        headers: IdempotencyHeaderSchema,
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
        body: SandboxAuthenticationInputSchema,
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
        schema: { response: replies({ 200: WebhookReceivedSchema }) },
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
