import { addBusinessDays, addCalendarDays, isBusinessDay } from '../pricing/business-days.js';

/** Never more than this many dates (an order with no due date offers this many business days). */
export const MAX_AVAILABLE_DATES = 30;

/**
 * The days a carrier may pick for an offer (decision 027): the business days from the order's start
 * (or today, whichever is later) through its due date; with no due date, the next 30 business days.
 * An order already past due offers none.
 */
export const availableDates = (startAt: string | null, dueDate: string | null, today: string): string[] => {
  let day = startAt && startAt > today ? startAt : today;
  const last = dueDate ?? addBusinessDays(day, MAX_AVAILABLE_DATES);
  const dates: string[] = [];
  while (day <= last && dates.length < MAX_AVAILABLE_DATES) {
    if (isBusinessDay(day)) dates.push(day);
    day = addCalendarDays(day, 1);
  }
  return dates;
};

/** Business days from today to a due date (the ETA an offer shows): 0 when due today or past. */
export const businessDaysUntil = (dueDate: string | null, today: string): number | null => {
  if (!dueDate) return null;
  let n = 0;
  let day = today;
  while (day < dueDate && n < 366) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) n += 1;
  }
  return n;
};
