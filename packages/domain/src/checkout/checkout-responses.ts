import { z } from 'zod';
import { BusinessBaseSchema } from '../accounts/accounts-responses.js';
import { PriceBreakdownSchema } from '../pricing/price-breakdown.js';
import { CARD_BRANDS } from './card.js';

/** Spec §3, Saved card. */
export const SavedCardSchema = z.object({
  card_id: z.number().int(),
  brand: z.enum(CARD_BRANDS),
  last: z.string(),
  default_source: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** A franchise location to pick at checkout, its address on one line. */
export const FranchiseLocationSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type FranchiseLocation = z.infer<typeof FranchiseLocationSchema>;

/** Spec §3, Business details as used at checkout. */
export const CheckoutBusinessDetailsSchema = BusinessBaseSchema.extend({ franchise_locations: z.array(FranchiseLocationSchema) });
export type CheckoutBusinessDetails = z.infer<typeof CheckoutBusinessDetailsSchema>;

export const AvailableCouponSchema = z.object({ id: z.number().int(), amount: z.number(), expires_at: z.string().nullable() });
export type AvailableCoupon = z.infer<typeof AvailableCouponSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** GET /checkout/{id}. */
export const CheckoutDetailsSchema = z.object({
  cards: z.array(SavedCardSchema),
  /** null for private users (no business) */
  business_details: CheckoutBusinessDetailsSchema.nullable(),
  coupons: z.array(AvailableCouponSchema),
  /** the one price breakdown (subtotal, discount, coupon, fuel fee, taxes, total) the order will be charged */
  price_breakdown: PriceBreakdownSchema,
  is_express_before_noon: z.boolean(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  stripe_publishable_key: z.string().nullable(),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetailsSchema>;

/** POST /checkout/{id}: booked, or the card needs authentication first (then resubmit with payment_intent_id). */
export const CheckoutResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('succeeded'),
    order_id: z.number().int(),
    order_number: z.string(),
    current_step: z.number().int(),
  }),
  z.object({ status: z.literal('requires_action'), payment_intent_id: z.string(), client_secret: z.string() }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** POST /payments/stripe/webhook: the event was read. */
export const WebhookReceivedSchema = z.object({ received: z.boolean() });
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;
