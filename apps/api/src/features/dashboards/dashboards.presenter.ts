import { centsToDollars, deltaOf, type Delta, type MonthRange } from '@routier/domain';

export const presentRange = (range: MonthRange) => ({ start_date: range.start, end_date: range.end });

/** A delta of money kept in cents, shown in dollars (the percent is the same either way). */
export const moneyDelta = (currentCents: number, previousCents: number): Delta => {
  const d = deltaOf(currentCents, previousCents);
  return { ...d, previous: centsToDollars(d.previous), change: centsToDollars(d.change) };
};
