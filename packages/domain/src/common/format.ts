import { BUSINESS_TIME_ZONE } from './business-day.js';

/**
 * One way to write money, dates and numbers for people, shared by the web, the e-mails and the PDFs.
 * Money is always Canadian dollars (en-CA "$1,234.56", fr-CA "1 234,56 $" with the spaces Intl gives);
 * an instant is shown on the business's clock (America/Toronto), a calendar day (YYYY-MM-DD) as that day.
 * `locale` is 'en' / 'fr' or a language tag such as i18next's ('fr-CA', 'en-US'): French when it starts with "fr".
 */
export type IntlLocale = 'en-CA' | 'fr-CA';

export const intlLocale = (locale: string | null | undefined): IntlLocale => (locale?.startsWith('fr') ? 'fr-CA' : 'en-CA');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `n|${intlLocale(locale)}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(intlLocale(locale), options)));
  return f as Intl.NumberFormat;
};
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `d|${intlLocale(locale)}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return f as Intl.DateTimeFormat;
};

/** Dollars (as the API's responses carry them) in CAD: 1234.56 → "$1,234.56" / "1 234,56 $"; compact: "$123K" / "123 k $". */
export const formatMoney = (dollars: number, locale: string, options: { compact?: boolean } = {}): string =>
  numberFormat(locale, { style: 'currency', currency: 'CAD', ...(options.compact ? { notation: 'compact' } : {}) }).format(
    dollars === 0 ? 0 : dollars,
  );

/** Cents (as the database and the jobs carry them) in CAD: 123456 → "$1,234.56" / "1 234,56 $". */
export const formatCents = (cents: number, locale: string): string => formatMoney(Math.round(cents) / 100, locale);

/** A plain number in the reader's language: 1234.5 → "1,234.5" / "1 234,5". */
export const formatNumber = (
  value: number,
  locale: string,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string => numberFormat(locale, options).format(value);

/** A share as a percent: 0.235 → "23.5%" / "23,5 %". */
export const formatPercent = (ratio: number, locale: string, maximumFractionDigits = 1): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(ratio);

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day is read at noon UTC and shown in UTC (never a day off); an instant on the business's clock. */
const toDate = (value: Date | string): { at: Date; timeZone: string } | null => {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    const at = new Date(`${value}T12:00:00Z`);
    return Number.isNaN(at.getTime()) ? null : { at, timeZone: 'UTC' };
  }
  const at = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(at.getTime()) ? null : { at, timeZone: BUSINESS_TIME_ZONE };
};

export type DateStyle = 'medium' | 'long';

const dateOptions = (locale: string, style: DateStyle): Intl.DateTimeFormatOptions =>
  style === 'long'
    ? { dateStyle: 'long' }
    : // 'Mar 05, 2026' in English; '5 mars 2026' in French, whose days are never zero-padded
      { month: 'short', day: intlLocale(locale) === 'fr-CA' ? 'numeric' : '2-digit', year: 'numeric' };

/**
 * A day: "Mar 05, 2026" / "5 mars 2026" (medium, the lists and pages) or "March 5, 2026" / "5 mars 2026"
 * (long, e-mails and PDFs). A YYYY-MM-DD is that calendar day; an instant is its day in Toronto. '' when invalid.
 */
export const formatDate = (value: Date | string, locale: string, style: DateStyle = 'medium'): string => {
  const d = toDate(value);
  return d ? dateFormat(locale, { ...dateOptions(locale, style), timeZone: d.timeZone }).format(d.at) : '';
};

/** An instant with its time on Toronto's clock: "Mar 05, 2026, 12:30 p.m." / "5 mars 2026, 12 h 30". '' when invalid. */
export const formatDateTime = (value: Date | string, locale: string, style: DateStyle = 'medium'): string => {
  const d = toDate(value);
  if (!d) return '';
  return dateFormat(locale, {
    ...dateOptions(locale, style),
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(d.at);
};

/** The time of an instant on Toronto's clock: "12:30 p.m." / "12 h 30". '' when invalid. */
export const formatTime = (value: Date | string, locale: string): string => {
  const d = toDate(value);
  return d ? dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }).format(d.at) : '';
};

/** A month (YYYY-MM): "Mar" / "mars" (short), "Mar 2026" / "mars 2026" (medium), "March 2026" / "mars 2026" (long). */
export const formatMonth = (month: string, locale: string, style: 'short' | 'medium' | 'long' = 'medium'): string => {
  const at = new Date(`${month.slice(0, 7)}-15T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short' } : { month: style === 'long' ? 'long' : 'short', year: 'numeric' };
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
};
