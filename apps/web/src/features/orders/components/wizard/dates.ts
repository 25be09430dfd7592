import { businessToday, dayBefore } from '@routier/domain';

/** Today on the business's calendar (America/Toronto, as the API checks start dates), YYYY-MM-DD. */
export const localToday = (now: Date = new Date()) => businessToday(now);

/** Yesterday on the business's calendar, YYYY-MM-DD: the earliest start date. */
export const localYesterday = (now: Date = new Date()) => dayBefore(businessToday(now));

/** YYYY-MM-DD → the spec's entry format YYYY/MM/DD. */
export const toEntryDate = (iso: string) => iso.replaceAll('-', '/');
