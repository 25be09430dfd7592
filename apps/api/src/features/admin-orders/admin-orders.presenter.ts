import { toPlaceSummary, type AdminOrderAttention, type AdminOrderRow, type OrderStatusChange } from '@routier/domain';
import type { GuestRow, OrderRow, OrderStatusChangeRow } from '../../db/schema/index.js';
import type { UserNameRow } from '../users/user-records.service.js';

export type AdminOrderContext = {
  users: Map<number, UserNameRow>;
  guests: Map<number, GuestRow>;
  carriers: Map<number, string | null>;
  reasons: AdminOrderAttention[];
};

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const customerOf = (o: OrderRow, c: AdminOrderContext): AdminOrderRow['customer'] => {
  const user = o.userId === null ? undefined : c.users.get(o.userId);
  if (user) {
    return { name: personName(user.firstName, user.lastName) || user.email, email: user.email, business_name: user.businessName };
  }
  const guest = o.guestId === null ? undefined : c.guests.get(o.guestId);
  if (guest) return { name: guest.name ?? guest.email ?? '', email: guest.email, business_name: null };
  return null;
};

/** A row of the operator's order list. */
export const presentAdminOrder = (o: OrderRow, c: AdminOrderContext): AdminOrderRow => ({
  id: o.id,
  order_number: o.orderNumber,
  status: o.status,
  shipping_method: o.shippingMethod,
  is_auto_dispatch: o.isAutoDispatch,
  cars_amount: o.carsAmount,
  customer: customerOf(o, c),
  carrier_name: o.carrierBusinessId === null ? null : (c.carriers.get(o.carrierBusinessId) ?? null),
  from: toPlaceSummary(o.origin, o.fromCity),
  to: toPlaceSummary(o.destination, o.toCity),
  start_at: o.startAt,
  due_date: o.dueDate,
  created_at: o.createdAt.toISOString(),
  attention: c.reasons,
});

export const presentStatusChange = (c: OrderStatusChangeRow): OrderStatusChange => ({
  from_status: c.fromStatus,
  to_status: c.toStatus,
  event: c.event,
  actor: c.actor,
  at: c.changedAt.toISOString(),
});
