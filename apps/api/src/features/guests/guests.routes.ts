import { z } from 'zod';
import {
  CaptchaChallengeSchema,
  CarFilesSchema,
  CarsBatchInputSchema,
  CheckoutDetailsSchema,
  CheckoutResultSchema,
  GuestCarVinInputSchema,
  GuestCheckoutInputSchema,
  GuestHashQuerySchema,
  GuestOrderCreatedSchema,
  GuestOrderInputSchema,
  GuestOrderTrackingSchema,
  GuestPricingOptionsInputSchema,
  GuestSandboxAuthenticationSchema,
  Msg,
  NewContactDetailsSchema,
  OrderAddressesInputSchema,
  OrderDetailSchema,
  SavePricingOptionInputSchema,
  PricingOptionsSchema,
  SavedPricingSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { authenticateSandboxIntent } from '../../platform/payments/index.js';
import { createCaptcha } from '../../platform/captcha/index.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { createRouteDistance } from '../../platform/geo/index.js';
import { createVinDecoder } from '../../platform/vin/index.js';
import { getCheckout } from '../checkout/checkout.service.js';
import { requestLocale } from '../../plugins/request-locale.js';
import { addCarFiles, removeCarFile } from '../orders/cars.service.js';
import { getCustomerOrder } from '../order-views/order-detail.service.js';
import { saveCarVin, saveContactDetails, saveOrderCars, updateOrderAddresses } from '../order-views/order-page.service.js';
import { getPricingOptions, savePricingOption } from '../pricing/pricing.service.js';
import { getGuestOrderTracking } from './guest-tracking.service.js';
import { createGuestOrder, guestCheckout, guestForCar, guestForCarFile, guestForOrder } from './guests.service.js';

const guests = { access: 'public' } as const;
const orderId = { params: IdParamsSchema, querystring: GuestHashQuerySchema };
const carFilesReply = replies({ 200: CarFilesSchema });

/**
 * Spec §7 "Guest flow": a visitor without an account orders through these calls, each carrying the order id
 * (or its car's or file's) and `?hash=`. The guest policy checks the hash, then the customer services act.
 */
export const guestsRoutes: FeatureRoutes = (app, deps) => {
  const route = createRouteDistance();
  const captcha = createCaptcha(deps.env, deps.clock);
  const vin = createVinDecoder(process.env, deps.clock);
  const asGuest = (id: number, hash: string | undefined) => guestForOrder(deps, id, hash);

  // POST is the spec's; the ALTCHA widget fetches its challenge with GET.
  for (const method of ['POST', 'GET'] as const)
    app.route({
      method,
      url: '/guests/captcha',
      config: guests,
      schema: { response: replies({ 200: CaptchaChallengeSchema }) },
      handler: async () => captcha.challenge(),
    });

  app.post(
    '/guests/orders',
    {
      config: guests,
      schema: {
        body: GuestOrderInputSchema,
        // the order detail moves to the domain with the order page's schemas
        response: replies({ 200: GuestOrderCreatedSchema.extend({ order: OrderDetailSchema }) }),
      },
    },
    async (request) => createGuestOrder({ ...deps, route, captcha }, request.body, requestLocale(request)),
  );

  app.get(
    '/guests/orders/:id',
    { config: guests, schema: { ...orderId, response: replies({ 200: OrderDetailSchema }) } },
    async (request) => getCustomerOrder(deps, await asGuest(request.params.id, request.query.hash), request.params.id),
  );

  // The tracking page (read-only): the guest's token or his confirmation email's link; anything else is a 404.
  app.get(
    '/guests/orders/tracking/:id',
    {
      config: guests,
      schema: {
        description:
          'A guest order read-only: status, dates, route, cars (VIN last 6), positions on the road, inspections. `hash` is the guest token or the tracking link of the confirmation email; a wrong or missing one is 404, as for an unknown order.',
        ...orderId,
        response: replies({ 200: GuestOrderTrackingSchema }),
      },
    },
    async (request) => getGuestOrderTracking(deps, request.params.id, request.query.hash),
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

  // Spec §7 PUT /guests/orders/cars/vin/{id}: one car's VIN, decoded; make, model, year and type follow it.
  app.put(
    '/guests/orders/cars/vin/:id',
    {
      config: guests,
      schema: {
        description:
          '`id` is the order id; the body names the car. A VIN the decoder does not know is 422 `invalidVIN` on `vin`.',
        ...orderId,
        body: GuestCarVinInputSchema,
        response: replies({ 200: OrderDetailSchema }),
      },
    },
    async (request) => {
      const actor = await asGuest(request.params.id, request.query.hash);
      const decoded = await vin.decode(request.body.vin);
      if (!decoded) throw fieldError('vin', Msg.invalidVIN);
      return saveCarVin(deps, actor, request.params.id, request.body.car_id, decoded);
    },
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

  // Spec §7 POST /guests/orders/pricing-options: the same options, the order named in the body.
  app.post(
    '/guests/orders/pricing-options',
    {
      config: guests,
      schema: {
        querystring: GuestHashQuerySchema,
        body: GuestPricingOptionsInputSchema,
        response: replies({ 200: PricingOptionsSchema }),
      },
    },
    async (request) =>
      getPricingOptions(deps, { user: await asGuest(request.body.id, request.query.hash), discounts: [] }, request.body.id),
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
      schema: { ...orderId, body: GuestSandboxAuthenticationSchema, response: replies({ 200: MessageResponseSchema }) },
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

/** Guest routes do work for anyone: each is rate limited per client (app.ts). */
export const GUEST_LIMITED_ROUTES = [
  'POST /api/guests/captcha',
  'GET /api/guests/captcha',
  'POST /api/guests/orders',
  'POST /api/guests/orders/quote-prices',
  'GET /api/guests/orders/:id',
  'GET /api/guests/orders/tracking/:id',
  'PUT /api/guests/orders/:id',
  'PUT /api/guests/orders/cars/:id',
  'PUT /api/guests/orders/cars/vin/:id',
  'POST /api/guests/cars/files/:id',
  'DELETE /api/guests/cars/files/:id',
  'POST /api/guests/orders/pricing-options',
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
