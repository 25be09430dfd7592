import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthRange } from '@routier/domain';

const tagOf = (language: string) => (language.startsWith('fr') ? 'fr-CA' : 'en-CA');
const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Money, counts, percents and months in the active language (Intl); months are read in UTC like the API's. */
export const useDashboardFormat = () => {
  const { i18n } = useTranslation();
  const tag = tagOf(i18n.language ?? 'en');
  return useMemo(() => {
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' });
    const compactMoney = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', notation: 'compact' });
    const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const shortMonth = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      money: (v: number) => money.format(v),
      compactMoney: (v: number) => compactMoney.format(v),
      number: (v: number) => number.format(v),
      /** 23.5 → "23.5 %" (fr) / "23.5%" (en) */
      percent: (v: number) => percent.format(v / 100),
      shortMonth: (month: string) => shortMonth.format(firstOf(month)),
      monthYear: (month: string) => monthYear.format(firstOf(month)),
      range: (r: MonthRange) =>
        r.start === r.end
          ? monthYear.format(firstOf(r.start))
          : `${monthYear.format(firstOf(r.start))} – ${monthYear.format(firstOf(r.end))}`,
    };
  }, [tag]);
};
