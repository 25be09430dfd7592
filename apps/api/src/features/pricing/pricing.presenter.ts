import { z } from 'zod';

const PricingOptionSchema = z.object({
  shipping_method: z.number().int(),
  is_available: z.boolean(),
  reason: z.string().nullable(),
  dealer_price: z.number().nullable(),
  dealer_express_price: z.number().nullable(),
  delivery_time: z.number().int().nullable(),
});

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

/** POST /pricing-options/{id}/quotes. */
export const QuoteRequestedSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  is_auto_dispatch: z.boolean(),
  needed_by_date: z.string().nullable(),
  shipping_method: z.number().int().nullable(),
  is_enclosed: z.boolean(),
});
