import { z } from 'zod';
import { CheckoutInputSchema } from '../checkout/checkout.schemas.js';
import { Msg } from '../common/messages.js';
import { emailField, nameField, phoneField, text } from '../common/validation.js';
import { vinField } from '../orders/cars.schemas.js';
import { OrderAddressesInputSchema } from '../orders/order-addresses.schemas.js';

/** The access token a guest's calls carry as `?hash=`; missing or wrong is the guest policy's 403. */
export const GuestHashQuerySchema = z.object({ hash: z.string().max(200).optional() });
export type GuestHashQuery = z.infer<typeof GuestHashQuerySchema>;

/** POST /guests/orders: the address step's body plus the solved ALTCHA payload. */
export const GuestOrderInputSchema = OrderAddressesInputSchema.extend({
  altcha: text({ max: 2000, required: true }),
});
export type GuestOrderInput = z.infer<typeof GuestOrderInputSchema>;

/**
 * POST /guests/orders/checkout/{id}: a new card only (no invoice, saved cards or coupons for guests), the
 * guest's name, email and phone (the confirmation goes there) and the page's language.
 */
export const GuestCheckoutInputSchema = CheckoutInputSchema.pick({
  agree_with_terms: true,
  dry_run_fee_terms: true,
  payment_intent_id: true,
  idempotency_key: true,
  is_express_before_noon: true,
}).extend({
  paid_with_card: z.literal(true, { error: Msg.invalidValue }).default(true),
  card: z.object({ token: text({ max: 200, required: true }), cardholder_name: text({ max: 100 }).optional() }).nullish(),
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  lang: z.enum(['en', 'fr'], { error: Msg.invalidValue }).default('en'),
});
export type GuestCheckoutInput = z.infer<typeof GuestCheckoutInputSchema>;

/** A row id sent in a body: a positive integer that fits a PostgreSQL integer column. */
const rowId = () =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? Msg.isRequired : Msg.invalidValue) })
    .int(Msg.invalidValue)
    .positive(Msg.invalidValue)
    .max(2_147_483_647, Msg.invalidValue);

/** POST /guests/orders/pricing-options?hash=: the guest's draft whose pricing options to read. */
export const GuestPricingOptionsInputSchema = /*#__PURE__*/ (() => z.object({ id: rowId() }))();
export type GuestPricingOptionsInput = z.infer<typeof GuestPricingOptionsInputSchema>;

/** PUT /guests/orders/cars/vin/{orderId}?hash=: one car of the draft and its VIN (make, model, year and type follow it). */
export const GuestCarVinInputSchema = /*#__PURE__*/ (() => z.object({ car_id: rowId(), vin: vinField() }))();
export type GuestCarVinInput = z.infer<typeof GuestCarVinInputSchema>;

/** POST /guests/payments/sandbox/authenticate/{id}: the sandbox's 3-D Secure step for a guest's payment. */
export const GuestSandboxAuthenticationSchema = /*#__PURE__*/ (() =>
  z.object({
    payment_intent_id: text({ max: 64, required: true }),
    client_secret: text({ max: 128, required: true }),
    succeed: z.boolean(),
  }))();
