import { z } from 'zod';
import { PlaceSummarySchema } from '../common/responses.js';
import { OrderStatus, ShippingMethod } from './enums.js';

/** A row of POST /orders/all/{filter} (my-orders). Prices in dollars with 2 decimals. */
export const MyOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  is_auto_dispatch: z.boolean(),
  current_step: z.number().int().nullable(),
  is_rejected: z.boolean(),
  quotes_count: z.number().int(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  cars_amount: z.number().int(),
  shipping_method: z.enum(ShippingMethod).nullable(),
  /** load available from / deliver by (YYYY-MM-DD) */
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  delivery_days: z.number().int().nullable(),
  /** total with tax; null while no price is chosen */
  price: z.number().nullable(),
});
export type MyOrderRow = z.infer<typeof MyOrderSchema>;
