import { z } from 'zod';
import { StoredFileSchema } from '../orders/car-file-responses.js';
import { CAR_PANELS, DAMAGE_KINDS, INSPECTION_KINDS } from './inspection.schemas.js';

/** One inspection of a car, as GET /orders/{id}/inspections shows it (photos and signature through signed URLs). */
export const InspectionDetailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INSPECTION_KINDS),
  car_id: z.number().int(),
  load_id: z.number().int(),
  odometer: z.number().int(),
  /** below an earlier reading of the car, confirmed by whoever inspected (decision 060) */
  odometer_backwards: z.boolean(),
  notes: z.string(),
  damages: z.array(z.object({ panel: z.enum(CAR_PANELS), kind: z.enum(DAMAGE_KINDS) })),
  photos: z.array(StoredFileSchema),
  signature_url: z.string(),
  inspected_by: z.string().nullable(),
  created_at: z.string(),
});
export type InspectionDetail = z.infer<typeof InspectionDetailSchema>;

/** A car of the order with its task (the load carrying it) and its pickup and delivery inspections. */
export const CarInspectionsSchema = z.object({
  car_id: z.number().int(),
  car_number: z.number().int(),
  vin: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  is_delivered: z.boolean(),
  /** the load carrying the car (its latest that was not rejected or cancelled), null when unassigned */
  task: z
    .object({
      load_id: z.number().int(),
      status: z.number().int(),
      progress: z.number().int(),
      driver_name: z.string().nullable(),
    })
    .nullable(),
  pickup: InspectionDetailSchema.nullable(),
  delivery: InspectionDetailSchema.nullable(),
});
export type CarInspections = z.infer<typeof CarInspectionsSchema>;

/** GET /orders/{id}/inspections. */
export const OrderInspectionsSchema = z.object({ data: z.array(CarInspectionsSchema) });
export type OrderInspections = z.infer<typeof OrderInspectionsSchema>;

/** POST /inspections/{loadId}: which inspection was saved. */
export const InspectionSavedSchema = z.object({ car_id: z.number().int(), kind: z.enum(INSPECTION_KINDS) });
export type InspectionSaved = z.infer<typeof InspectionSavedSchema>;
