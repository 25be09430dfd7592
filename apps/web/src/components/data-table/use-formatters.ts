import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const localeTag = (language: string) => (language.startsWith('fr') ? 'fr-CA' : 'en-CA');

/**
 * Dates ('MMM DD, YYYY' in English; '5 mars 2026' in French, whose days are never zero-padded), money (CAD) and
 * numbers in the active language, through Intl.
 */
export const useFormatters = () => {
  const { i18n } = useTranslation();
  const tag = localeTag(i18n.language ?? 'en');
  return useMemo(() => {
    const day = tag === 'fr-CA' ? 'numeric' : '2-digit';
    const dateTime = new Intl.DateTimeFormat(tag, { month: 'short', day, year: 'numeric' });
    // Calendar dates (YYYY-MM-DD) are read in UTC so they never shift a day with the time zone.
    const dateOnly = new Intl.DateTimeFormat(tag, { month: 'short', day, year: 'numeric', timeZone: 'UTC' });
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' });
    const number = new Intl.NumberFormat(tag);
    return {
      date: (value: string | null | undefined) => {
        if (!value) return '—';
        const parsed = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
        if (Number.isNaN(parsed.getTime())) return '—';
        return DATE_ONLY.test(value) ? dateOnly.format(parsed) : dateTime.format(parsed);
      },
      money: (value: number | null | undefined) => (value == null ? '—' : money.format(value)),
      number: (value: number) => number.format(value),
    };
  }, [tag]);
};
