/** Dates here are calendar days, YYYY-MM-DD, with no time zone: the caller picks the local day. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export const isBusinessDay = (day: string): boolean => {
  const w = toDate(day).getUTCDay();
  return w !== 0 && w !== 6;
};

/** The day `n` business days after `day` (Saturdays and Sundays skipped; n = 0 gives the day itself). */
export const addBusinessDays = (day: string, n: number): string => {
  const d = toDate(day);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const w = d.getUTCDay();
    if (w !== 0 && w !== 6) left -= 1;
  }
  return toDay(d);
};

export const addCalendarDays = (day: string, n: number): string => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
};
