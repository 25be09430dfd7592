import { businessDayOf } from '../common/business-day.js';
import { addBusinessDays, isBusinessDay } from '../pricing/business-days.js';

type DeliveryFacts = {
  /** the instant the order was booked (ISO) */
  booked_at: string | null;
  /** the day the cars are ready for pickup (YYYY-MM-DD) */
  start_at: string | null;
  /** business days the quote promised for the transport */
  delivery_days: number | null;
};

/**
 * The delivery date a booked order can expect before a carrier sets its due date (decision 055): the cars leave
 * on the first business day on or after both the start date and the day the order was booked (on Toronto's
 * clock), and arrive the quoted number of business days later, weekends skipped. Null while the order is not
 * booked or has no quoted days. The domain has no holiday calendar: holidays count as business days.
 */
export const estimatedDeliveryDate = ({ booked_at, start_at, delivery_days }: DeliveryFacts): string | null => {
  if (booked_at === null || delivery_days === null) return null;
  const bookedDay = businessDayOf(new Date(booked_at));
  let pickup = start_at !== null && start_at > bookedDay ? start_at : bookedDay;
  if (!isBusinessDay(pickup)) pickup = addBusinessDays(pickup, 1);
  return addBusinessDays(pickup, Math.max(0, delivery_days));
};

/** The date the order page shows: the real due date once there is one, else the estimate (marked as such). */
export const orderDeliveryDate = (
  order: DeliveryFacts & { due_date: string | null },
): { date: string; estimated: boolean } | null => {
  if (order.due_date) return { date: order.due_date, estimated: false };
  const estimate = estimatedDeliveryDate(order);
  return estimate === null ? null : { date: estimate, estimated: true };
};
