import { z } from 'zod';
import { CheckoutInputSchema } from '../checkout/checkout.schemas.js';
import { Msg } from '../common/messages.js';
import { emailField, nameField, phoneField, text } from '../common/validation.js';
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
