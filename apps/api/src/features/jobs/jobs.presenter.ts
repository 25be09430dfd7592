import {
  centsToDollarsOrNull,
  orderStatusName,
  toPlaceSummary,
  type ActiveJobRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderRow } from '../../db/schema/index.js';
import { z } from 'zod';
import { PlaceSummarySchema } from '../../lib/response-schemas.js';

/** A row of GET /orders/active/{filter}. */
export const ActiveJobSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  shipping_method: z.number().int().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  accepted_by_tc_at: z.string().nullable(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  cars_amount: z.number().int(),
  price: z.number().nullable(),
});

export const presentActiveJob = (o: OrderRow): ActiveJobRow => ({
  id: o.id,
  order_number: o.orderNumber,
  status: o.status as OrderStatus,
  status_name: orderStatusName(o.status),
  is_express: o.isExpress,
  is_enclosed: o.isEnclosed,
  is_antique: o.isAntique,
  shipping_method: o.shippingMethod as ShippingMethod | null,
  start_at: o.startAt,
  due_date: o.dueDate,
  accepted_by_tc_at: o.acceptedByTcAt?.toISOString() ?? null,
  from: toPlaceSummary(o.origin, o.fromCity),
  to: toPlaceSummary(o.destination, o.toCity),
  cars_amount: o.carsAmount,
  price: centsToDollarsOrNull(o.carrierPriceCents),
});
