import { z } from 'zod';
import { PlaceSchema } from './place.js';

/** GET /geo/search: the places matching the typed address. */
export const PlaceSearchSchema = z.object({ data: z.array(PlaceSchema) });
export type PlaceSearch = z.infer<typeof PlaceSearchSchema>;

/** One province's sales taxes (rates in percent). */
export const ProvinceTaxSchema = z.object({
  province: z.string(),
  name: z.string(),
  tax_type: z.string(),
  gst: z.number(),
  pst: z.number(),
  hst: z.number(),
  qst: z.number(),
});

/** GET /province-taxes: the tax table. */
export const ProvinceTaxesSchema = z.object({ data: z.array(ProvinceTaxSchema) });
