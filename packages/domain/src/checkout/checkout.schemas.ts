import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { PROVINCES } from '../common/provinces.js';
import { emailField, nameField, phoneField, postalCodeField, requiredString, text } from '../common/validation.js';

const invalid = { error: Msg.invalidValue };
const id = z.number(invalid).int(Msg.invalidValue).positive(Msg.invalidValue);
/** Both consents are required for card and for invoice (spec §5). */
const consent = z.literal(true, { error: 'mustAgree' });

/** Business details the confirm step asks for when the business is not filled (spec §5). */
export const CheckoutBusinessSchema = z.object({
  name: nameField(),
  address: requiredString(255),
  city: text({ max: 120 }).optional(),
  province: z.enum(PROVINCES, { error: Msg.invalidProvince }),
  zip_code: postalCodeField(),
  phone: phoneField(),
  email: emailField(),
  dealer_license: requiredString(100),
  tax_id: requiredString(100),
  lat: z.number({ error: Msg.addressNeedsCoordinates }).min(-90, Msg.outOfRange).max(90, Msg.outOfRange),
  lng: z.number({ error: Msg.addressNeedsCoordinates }).min(-180, Msg.outOfRange).max(180, Msg.outOfRange),
});
export type CheckoutBusiness = z.infer<typeof CheckoutBusinessSchema>;

/** A new card (its browser-made token) or a saved one; never a card number. */
export const CheckoutCardSchema = z
  .object({
    token: text({ max: 200 }).optional(),
    card_id: id.optional(),
    cardholder_name: text({ max: 100 }).optional(),
    /** keep the new card for next time */
    save: z.boolean(invalid).optional(),
  })
  .refine((c) => Boolean(c.token) !== Boolean(c.card_id), { message: Msg.isRequired, path: ['token'] });

/**
 * POST /checkout/{id} (spec §7): business fields (when not filled), payment choice, both consents, card,
 * franchise location, coupon, and `payment_intent_id` when resubmitting after authentication. The
 * idempotency key may come as the `Idempotency-Key` header instead.
 */
export const CheckoutInputSchema = z.object({
  paid_with_card: z.boolean(invalid),
  agree_with_terms: consent,
  dry_run_fee_terms: consent,
  card: CheckoutCardSchema.nullish(),
  payment_intent_id: text({ max: 255 }).nullish(),
  coupon_id: id.nullish(),
  franchise_location_id: id.nullish(),
  /** informative: the server decides it from the pickup's local time */
  is_express_before_noon: z.boolean(invalid).optional(),
  user_role: z.number(invalid).int(Msg.invalidValue).optional(),
  idempotency_key: text({ max: 100, min: 8 }).optional(),
  name: z.unknown().optional(),
  address: z.unknown().optional(),
  city: z.unknown().optional(),
  province: z.unknown().optional(),
  zip_code: z.unknown().optional(),
  phone: z.unknown().optional(),
  email: z.unknown().optional(),
  dealer_license: z.unknown().optional(),
  tax_id: z.unknown().optional(),
  lat: z.unknown().optional(),
  lng: z.unknown().optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** The confirm step's form (the card itself is the card form's, tokenized on submit). */
export const checkoutFormSchema = (needsBusiness: boolean) =>
  z
    .object({
      paid_with_card: z.boolean(),
      agree_with_terms: consent,
      dry_run_fee_terms: consent,
      /** a saved card id, or "new" */
      card_choice: z.string(),
      coupon_id: z.number().nullable(),
      franchise_location_id: z.number().nullable(),
      save_card: z.boolean(),
      business: needsBusiness ? CheckoutBusinessSchema : z.unknown().optional(),
    })
    .refine((v) => !v.paid_with_card || v.card_choice !== '', { message: Msg.isRequired, path: ['card_choice'] });

/** GET /checkout/{id}'s query: the coupon and the payment choice the price summary is for. */
export const CheckoutQuerySchema = z.object({
  coupon_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  paid_with_card: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuerySchema>;

/** The `Idempotency-Key` header of the calls that charge a card: one key for every retry of one attempt. */
export const IdempotencyHeaderSchema = z.looseObject({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** POST /payments/sandbox/authenticate: the sandbox's 3-D Secure page answers for a payment intent. */
export const SandboxAuthenticationInputSchema = z.object({
  payment_intent_id: text({ max: 64, required: true }),
  client_secret: text({ max: 128, required: true }),
  succeed: z.boolean(),
});
export type SandboxAuthenticationInput = z.infer<typeof SandboxAuthenticationInputSchema>;
