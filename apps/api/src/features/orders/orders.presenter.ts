import {
  centsToDollarsOrNull,
  orderStatusName,
  toPlaceSummary,
  type MyOrderRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { MyOrdersListRow } from './orders.repository.js';

/** `quotesCount`: the quotes an auto dispatch awaiting them has received (auto dispatch counts them). */
export const presentMyOrder = (o: MyOrdersListRow & { quotesCount: number }): MyOrderRow => ({
  id: o.id,
  order_number: o.orderNumber,
  created_at: o.createdAt.toISOString(),
  status: o.status as OrderStatus,
  status_name: orderStatusName(o.status),
  is_auto_dispatch: o.isAutoDispatch,
  current_step: o.currentStep,
  is_rejected: o.isRejected,
  quotes_count: o.quotesCount,
  from: toPlaceSummary(o.origin, o.fromCity),
  to: toPlaceSummary(o.destination, o.toCity),
  cars_amount: o.carsAmount,
  shipping_method: o.shippingMethod as ShippingMethod | null,
  start_at: o.startAt,
  due_date: o.dueDate,
  delivery_days: o.deliveryDays,
  price: centsToDollarsOrNull(o.dealerPriceTvaCents),
});
