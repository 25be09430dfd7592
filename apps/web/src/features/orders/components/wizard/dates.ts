const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone, YYYY-MM-DD. */
export const localToday = (now: Date = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Yesterday in the browser's time zone, YYYY-MM-DD: the earliest start date. */
export const localYesterday = (now: Date = new Date()) => localToday(new Date(now.getTime() - 86_400_000));

/** YYYY-MM-DD → the spec's entry format YYYY/MM/DD. */
export const toEntryDate = (iso: string) => iso.replaceAll('-', '/');
