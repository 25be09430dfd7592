import { isCarrier, isCustomer, Role, type OrderLogThread } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { customerOwnsOrder } from '../orders/orders.policy.js';

/** The thread a caller reads and writes: the customer's, his company's carrier thread, or any (an admin). */
export type LogSeat =
  | { side: 'customer'; thread: 'customer' }
  | { side: 'carrier'; thread: 'carrier'; carrierBusinessId: number }
  | { side: 'admin'; thread: OrderLogThread | null };

/**
 * Who may use an order's log: the order's customer (a dealer for his sub-dealers' orders too), the company
 * holding the job and its dispatchers, and admins. Null: nobody else.
 */
export const orderLogSeat = (user: UserRow, order: OrderRow, wanted: OrderLogThread | undefined): LogSeat | null => {
  if (user.role === Role.Admin) return { side: 'admin', thread: wanted ?? null };
  if (isCustomer(user.role as Role) && customerOwnsOrder(user, order)) return { side: 'customer', thread: 'customer' };
  if (
    isCarrier(user.role as Role) &&
    user.businessDetailsId !== null &&
    order.carrierBusinessId !== null &&
    order.carrierBusinessId === user.businessDetailsId
  )
    return { side: 'carrier', thread: 'carrier', carrierBusinessId: user.businessDetailsId };
  return null;
};
