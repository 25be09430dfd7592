import { OrderStatus, type OrderDetail } from '@routier/domain';

/**
 * Where the order page sends an order it does not show (customer-side §2): drafts and rejected orders to the
 * create flow, pending auto dispatch to its quotes; null when the page shows it.
 */
export const orderPageRedirect = (order: Pick<OrderDetail, 'id' | 'status' | 'is_rejected'>): string | null => {
  if (order.status === OrderStatus.Draft || order.is_rejected) return `/my-orders/create/${order.id}`;
  if (order.status === OrderStatus.AutoDispatchPending) return `/auto-dispatch/quotes/${order.id}`;
  return null;
};
