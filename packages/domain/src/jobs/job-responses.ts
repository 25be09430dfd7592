import { z } from 'zod';
import { PlaceSummarySchema } from '../common/responses.js';
import { OrderStatus, ShippingMethod } from '../orders/enums.js';

/** A row of GET /orders/active/{filter} (carrier active jobs). Price is the carrier's price with fuel fee. */
export const ActiveJobSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  shipping_method: z.enum(ShippingMethod).nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  accepted_by_tc_at: z.string().nullable(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  cars_amount: z.number().int(),
  price: z.number().nullable(),
});
export type ActiveJobRow = z.infer<typeof ActiveJobSchema>;
