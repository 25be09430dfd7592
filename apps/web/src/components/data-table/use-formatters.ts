import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from '@routier/domain';

let warmed = false;

/**
 * The browser's first date and number formatters load its locale data (about 15 ms, four times that on a slow
 * phone): made in tasks of their own right after the render that first asks for them (a list's, while it waits
 * for its rows), not in the render that shows the rows.
 */
const warmSoon = (language: string) => {
  if (warmed) return;
  warmed = true;
  setTimeout(() => formatDate(new Date(), language), 0);
  setTimeout(() => formatMoney(0, language), 0);
};

/**
 * Dates ('Mar 05, 2026' in English; '5 mars 2026' in French), money (CAD) and numbers in the active language,
 * through the domain's formatter (the e-mails and PDFs write them the same way). A calendar date (YYYY-MM-DD)
 * is that day; an instant is its day on Toronto's clock.
 */
export const useFormatters = () => {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  warmSoon(language);
  return useMemo(
    () => ({
      date: (value: string | null | undefined) => (value ? formatDate(value, language) || '—' : '—'),
      /** an instant with its time, on Toronto's clock */
      dateTime: (value: string | null | undefined) => (value ? formatDateTime(value, language) || '—' : '—'),
      /** an instant's time of day, on Toronto's clock */
      time: (value: string | null | undefined) => (value ? formatTime(value, language) || '—' : '—'),
      money: (value: number | null | undefined) => (value == null ? '—' : formatMoney(value, language)),
      number: (value: number) => formatNumber(value, language),
    }),
    [language],
  );
};
