import {
  centsToDollarsOrNull,
  orderStatusName,
  toPlaceSummary,
  type ActiveJobRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { CarrierListRow } from '../orders/orders.service.js';

export const presentActiveJob = (o: CarrierListRow): ActiveJobRow => ({
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
