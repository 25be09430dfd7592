// Loaded apart from the page (see form-resolvers.ts): zod and the schemas are not part of its first download.
import { z } from 'zod';
import { entryDateField, Msg, PlaceSchema } from '@routier/domain';

const fields = () => ({
  driver_id: z.number().int().positive(),
  vehicle_id: z.number().int().positive().nullable(),
  from: PlaceSchema.nullable().refine((v) => v !== null, Msg.isRequired),
  to: PlaceSchema.nullable().refine((v) => v !== null, Msg.isRequired),
  due_date: entryDateField(),
});

/** The builder: one load of POST /loads/{orderId} (the payload is LoadInputSchema once places are mapped). */
export const CreateLoadFormSchema = z.object({ ...fields(), car_ids: z.array(z.number().int()).min(1, Msg.isRequired) });
/** Edit: the same without cars (they change one at a time). */
export const EditLoadFormSchema = z.object({ ...fields(), car_ids: z.array(z.number().int()) });
