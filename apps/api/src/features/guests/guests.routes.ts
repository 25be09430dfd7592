import { z } from 'zod';
import {
  CarsBatchInputSchema,
  GuestCheckoutInputSchema,
  GuestHashQuerySchema,
  GuestOrderInputSchema,
  NewContactDetailsSchema,
  OrderAddressesInputSchema,
  SavePricingOptionInputSchema,
  text,
  PricingOptionsSchema,
  SavedPricingSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authenticateSandboxIntent } from '../../platform/payments/index.js';
import { createCaptcha } from '../../platform/captcha/index.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { createRouteDistance } from '../../platform/geo/index.js';
import { CheckoutDetailsSchema, CheckoutResultSchema } from '../checkout/checkout.presenter.js';
import { getCheckout } from '../checkout/checkout.service.js';
import { requestLocale } from '../../plugins/request-locale.js';
import { addCarFiles, removeCarFile } from '../orders/cars.service.js';
import { OrderDetailSchema, StoredFileSchema } from '../order-views/order-detail.presenter.js';
import { getCustomerOrder } from '../order-views/order-detail.service.js';
import { saveContactDetails, saveOrderCars, updateOrderAddresses } from '../order-views/order-page.service.js';
import { getPricingOptions, savePricingOption } from '../pricing/pricing.service.js';
import { createGuestOrder, guestCheckout, guestForCar, guestForCarFile, guestForOrder } from './guests.service.js';

const guests = { access: 'public' } as const;
const orderId = { params: IdParamsSchema, querystring: GuestHashQuerySchema };
const carFilesReply = replies({ 200: z.object({ data: z.array(StoredFileSchema) }) });
const ChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/**
 * Spec §7 "Guest flow": a visitor without an account orders through these calls, each carrying the order id
 * (or its car's or file's) and `?hash=`. The guest policy checks the hash, then the customer services act.
 */
export const guestsRoutes: FeatureRoutes = (app, deps) => {
  const route = createRouteDistance();
  const captcha = createCaptcha(deps.env, deps.clock);
  const asGuest = (id: number, hash: string | undefined) => guestForOrder(deps, id, hash);

  // POST is the spec's; the ALTCHA widget fetches its challenge with GET.
  for (const method of ['POST', 'GET'] as const)
    app.route({
      method,
      url: '/guests/captcha',
      config: guests,
      schema: { response: replies({ 200: ChallengeSchema }) },
      handler: async () => captcha.challenge(),
    });

  app.post(
    '/guests/orders',
    {
      config: guests,
      schema: {
        body: GuestOrderInputSchema,
        response: replies({ 200: z.object({ id: z.number().int(), hash: z.string(), order: OrderDetailSchema }) }),
      },
    },
    async (request) => createGuestOrder({ ...deps, route, captcha }, request.body, requestLocale(request)),
  );

  app.get(
    '/guests/orders/:id',
    { config: guests, schema: { ...orderId, response: replies({ 200: OrderDetailSchema }) } },
    async (request) => getCustomerOrder(deps, await asGuest(request.params.id, request.query.hash), request.params.id),
  );

  app.put(
    '/guests/orders/:id',
    { config: guests, schema: { ...orderId, body: OrderAddressesInputSchema, response: replies({ 200: OrderDetailSchema }) } },
    async (request) =>
      updateOrderAddresses(
        { ...deps, route },
        await asGuest(request.params.id, request.query.hash),
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/guests/orders/cars/:id',
    { config: guests, schema: { ...orderId, body: CarsBatchInputSchema, response: replies({ 200: OrderDetailSchema }) } },
    async (request) => saveOrderCars(deps, await asGuest(request.params.id, request.query.hash), request.params.id, request.body),
  );

  app.post(
    '/guests/cars/files/:id',
    {
      config: guests,
      schema: {
        description: '`id` is the car id; multipart/form-data with files in `files[]` (as POST /cars/files/{id}).',
        ...orderId,
        response: carFilesReply,
      },
    },
    async (request) =>
      addCarFiles(deps, await guestForCar(deps, request.params.id, request.query.hash), request.params.id, () =>
        readUploadedFiles(request, 'files'),
      ),
  );

  app.delete(
    '/guests/cars/files/:id',
    { config: guests, schema: { description: '`id` is the car file id.', ...orderId, response: carFilesReply } },
    async (request) => removeCarFile(deps, await guestForCarFile(deps, request.params.id, request.query.hash), request.params.id),
  );

  // Spec §7: quotes are for registered users; a guest is told so, whatever he sends.
  app.post(
    '/guests/orders/quote-prices',
    { config: guests, schema: { response: replies({ 200: MessageResponseSchema }) } },
    async () => {
      throw new AppError('forbidden', 'quote.registered_users_only');
    },
  );

  // The pricing step reads the options with POST and saves the choice with PUT (spec §7).
  app.post(
    '/guests/orders/pricing-options/:id',
    { config: guests, schema: { ...orderId, response: replies({ 200: PricingOptionsSchema }) } },
    async (request) =>
      getPricingOptions(deps, { user: await asGuest(request.params.id, request.query.hash), discounts: [] }, request.params.id),
  );

  app.put(
    '/guests/orders/pricing-options/:id',
    {
      config: guests,
      schema: { ...orderId, body: SavePricingOptionInputSchema, response: replies({ 200: SavedPricingSchema }) },
    },
    async (request) =>
      savePricingOption(
        deps,
        { user: await asGuest(request.params.id, request.query.hash), discounts: [] },
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/guests/orders/contact-details/:id',
    { config: guests, schema: { ...orderId, body: NewContactDetailsSchema, response: replies({ 200: OrderDetailSchema }) } },
    async (request) =>
      saveContactDetails(deps, await asGuest(request.params.id, request.query.hash), request.params.id, request.body),
  );

  app.get(
    '/guests/orders/checkout/:id',
    { config: guests, schema: { ...orderId, response: replies({ 200: CheckoutDetailsSchema }) } },
    async (request) =>
      getCheckout(deps, { user: await asGuest(request.params.id, request.query.hash), discounts: [] }, request.params.id, {
        paid_with_card: true,
      }),
  );

  app.post(
    '/guests/payments/sandbox/authenticate/:id',
    {
      config: guests,
      schema: { ...orderId, body: SandboxAuthenticationSchema, response: replies({ 200: MessageResponseSchema }) },
    },
    async (request) => {
      await asGuest(request.params.id, request.query.hash);
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

  app.post(
    '/guests/orders/checkout/:id',
    {
      config: guests,
      schema: {
        ...orderId,
        headers: z.looseObject({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: GuestCheckoutInputSchema,
        response: replies({ 200: CheckoutResultSchema }),
      },
    },
    async (request) =>
      guestCheckout(deps, request.params.id, request.query.hash, request.body, request.headers['idempotency-key']),
  );
};

/** The sandbox's 3-D Secure step for a guest's payment (the customer route needs a signed-in customer). */
const SandboxAuthenticationSchema = z.object({
  payment_intent_id: text({ max: 64, required: true }),
  client_secret: text({ max: 128, required: true }),
  succeed: z.boolean(),
});

/** Guest routes do work for anyone: each is rate limited per client (app.ts). */
export const GUEST_LIMITED_ROUTES = [
  'POST /api/guests/captcha',
  'GET /api/guests/captcha',
  'POST /api/guests/orders',
  'POST /api/guests/orders/quote-prices',
  'GET /api/guests/orders/:id',
  'PUT /api/guests/orders/:id',
  'PUT /api/guests/orders/cars/:id',
  'POST /api/guests/cars/files/:id',
  'DELETE /api/guests/cars/files/:id',
  'POST /api/guests/orders/pricing-options/:id',
  'PUT /api/guests/orders/pricing-options/:id',
  'PUT /api/guests/orders/contact-details/:id',
  'GET /api/guests/orders/checkout/:id',
  'POST /api/guests/orders/checkout/:id',
  'POST /api/guests/payments/sandbox/authenticate/:id',
  'GET /api/guests/cars/models/:id',
  'POST /api/guests/vin/:id',
  'POST /api/guests/vins/:id',
];
