import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonth, formatNumber, formatPercent, type MonthRange } from '@routier/domain';

/** Money, counts, percents and months in the active language, through the domain's formatter. */
export const useDashboardFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  return useMemo(
    () => ({
      money: (v: number) => formatMoney(v, language),
      compactMoney: (v: number) => formatMoney(v, language, { compact: true }),
      number: (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 }),
      /** 23.5 → "23.5 %" (fr) / "23.5%" (en) */
      percent: (v: number) => formatPercent(v / 100, language),
      shortMonth: (month: string) => formatMonth(month, language, 'short'),
      monthYear: (month: string) => formatMonth(month, language),
      range: (r: MonthRange) =>
        r.start === r.end
          ? formatMonth(r.start, language)
          : `${formatMonth(r.start, language)} – ${formatMonth(r.end, language)}`,
    }),
    [language],
  );
};
