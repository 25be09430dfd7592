import { businessToday } from '@routier/domain';

/** Today on the business's calendar (America/Toronto, as the API counts it), YYYY-MM-DD, or a day around it. */
export const localDay = (offsetDays = 0, now = new Date()) =>
  new Date(Date.parse(`${businessToday(now)}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);
