import {
  centsToDollarsOrNull,
  orderStatusName,
  toPlaceSummary,
  type MyOrderRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderRow } from '../../db/schema/index.js';
import { z } from 'zod';
import { PlaceSummarySchema } from '../../lib/response-schemas.js';

/** A row of POST /orders/all/{filter}. */
export const MyOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  is_auto_dispatch: z.boolean(),
  current_step: z.number().int().nullable(),
  is_rejected: z.boolean(),
  quotes_count: z.number().int(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  cars_amount: z.number().int(),
  shipping_method: z.number().int().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  delivery_days: z.number().int().nullable(),
  price: z.number().nullable(),
});

export const presentMyOrder = (o: OrderRow): MyOrderRow => ({
  id: o.id,
  order_number: o.orderNumber,
  created_at: o.createdAt.toISOString(),
  status: o.status as OrderStatus,
  status_name: orderStatusName(o.status),
  is_auto_dispatch: o.isAutoDispatch,
  current_step: o.currentStep,
  is_rejected: o.isRejected,
  quotes_count: 0,
  from: toPlaceSummary(o.origin, o.fromCity),
  to: toPlaceSummary(o.destination, o.toCity),
  cars_amount: o.carsAmount,
  shipping_method: o.shippingMethod as ShippingMethod | null,
  start_at: o.startAt,
  due_date: o.dueDate,
  delivery_days: o.deliveryDays,
  price: centsToDollarsOrNull(o.dealerPriceTvaCents),
});
