import { orderRouteRedirect, type OrderDetail } from '@routier/domain';

/**
 * Where the order page sends an order it does not show (customer-side §2, docs/decisions/045): drafts and
 * rejected orders to the create flow, an auto-dispatch draft or pending order where its my-orders row goes;
 * null when the page shows it.
 */
export const orderPageRedirect = (
  order: Pick<OrderDetail, 'id' | 'status' | 'is_rejected' | 'is_auto_dispatch' | 'current_step'>,
): string | null => orderRouteRedirect('order', order);
