import { z } from 'zod';
import { CarType } from '../orders/enums.js';

/** POST /vin: what a VIN decodes to. */
export const VinDecodedSchema = z.object({
  vin: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  type: z.enum(CarType).nullable(),
});
export type VinDecoded = z.infer<typeof VinDecodedSchema>;

/** POST /vins: each VIN with what it decodes to, null when it cannot be decoded. */
export const VinsDecodedSchema = z.object({ data: z.array(z.object({ vin: z.string(), decoded: VinDecodedSchema.nullable() })) });
export type VinsDecoded = z.infer<typeof VinsDecodedSchema>;

/** GET /cars/models: the years; a year's makes; a make's models in that year. */
export const CarCatalogueSchema = z.object({
  years: z.array(z.number().int()),
  makes: z.array(z.string()),
  models: z.array(z.string()),
});
export type CarCatalogue = z.infer<typeof CarCatalogueSchema>;
