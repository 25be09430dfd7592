import { z } from 'zod';
import { ShippingMethod } from '../orders/enums.js';
import { UnavailableReason } from './availability.js';
import { RateCardSchema } from './pricing.schemas.js';

/** One row of GET /pricing-options/v2/{id} (spec §3, Pricing option); money in dollars. */
export const PricingOptionSchema = z.object({
  shipping_method: z.enum(ShippingMethod),
  is_available: z.boolean(),
  /** i18n key (pricing:reason.<key>) when not available */
  reason: z.enum(UnavailableReason).nullable(),
  /** null: no automatic price for this route, the customer may request quotes */
  dealer_price: z.number().nullable(),
  dealer_express_price: z.number().nullable(),
  /** business days in transit (express: 1) */
  delivery_time: z.number().int().nullable(),
});
export type PricingOption = z.infer<typeof PricingOptionSchema>;

/** GET /pricing-options/v2/{id}. */
export const PricingOptionsSchema = z.object({
  pricing_options: z.array(PricingOptionSchema),
  timeframe_1_label: z.string(),
  timeframe_3_label: z.string(),
  timeframe_7_label: z.string(),
  /** earliest deliver-by day a priority quote request may ask for */
  min_delivery: z.string(),
  is_express_before_noon: z.boolean(),
  data: z.object({ distance: z.number().nullable() }),
});
export type PricingOptionsResponse = z.infer<typeof PricingOptionsSchema>;

/** POST /pricing-options/{id}: what was stored. */
export const SavedPricingSchema = z.object({
  id: z.number().int(),
  current_step: z.number().int().nullable(),
  shipping_method: z.number().int().nullable(),
  is_enclosed: z.boolean(),
  is_express: z.boolean(),
  dealer_price: z.number().nullable(),
  dealer_express_price: z.number().nullable(),
  fuel_fee: z.number(),
  tax_fee: z.number(),
  dealer_price_tva: z.number().nullable(),
  delivery_days: z.number().int().nullable(),
});
export type SavedPricing = z.infer<typeof SavedPricingSchema>;

/** POST /pricing-options/{id}/quotes. */
export const QuoteRequestedSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  is_auto_dispatch: z.boolean(),
  needed_by_date: z.string().nullable(),
  shipping_method: z.number().int().nullable(),
  is_enclosed: z.boolean(),
});
export type QuoteRequested = z.infer<typeof QuoteRequestedSchema>;

/** GET and PUT /admin/rate-card: the card in force (cents and basis points) and its version. */
export const VersionedRateCardSchema = RateCardSchema.extend({ version: z.string() });
export type VersionedRateCard = z.infer<typeof VersionedRateCardSchema>;

/** A sample route priced with the current card and a draft. */
export const RateCardPreviewRowSchema = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  km: z.number(),
  shipping_method: z.enum(ShippingMethod),
  cars: z.number().int(),
  current: z.object({ price: z.number(), total: z.number() }),
  draft: z.object({ price: z.number(), total: z.number() }),
  /** change of the price before tax, in percent with one decimal */
  change_percent: z.number(),
});
export type RateCardPreviewRow = z.infer<typeof RateCardPreviewRowSchema>;

/** POST /admin/rate-card/preview. */
export const RateCardPreviewSchema = z.object({ data: z.array(RateCardPreviewRowSchema) });
export type RateCardPreview = z.infer<typeof RateCardPreviewSchema>;
