import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessMonth, formatMonth } from '@routier/domain';

/**
 * Months to choose from (carrier side §2, dashboards): from January of this year to this month, never later.
 * `YYYY-MM` values, labelled in the current language; this month is Toronto's, as the API counts them.
 */
const monthsThisYear = (now: Date, language: string) => {
  const [year, month] = businessMonth(now).split('-');
  return Array.from({ length: Number(month) }, (_, i) => {
    const value = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { value, label: formatMonth(value, language, 'long') };
  });
};

type Props = { from: string; to: string; onChange: (range: { from: string; to: string }) => void };

/** "From month" and "To month": empty means all time; the end never comes before the start. */
export const ReviewsMonthRange = ({ from, to, onChange }: Props) => {
  const { t, i18n } = useTranslation('reviews');
  const months = monthsThisYear(new Date(), i18n.language);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('page.from')}
        placeholder={t('page.clear')}
        data={months}
        value={from || null}
        onChange={(v) => onChange({ from: v ?? '', to: v && to && to < v ? '' : to })}
        clearable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('page.to')}
        placeholder={t('page.clear')}
        data={months.filter((m) => !from || m.value >= from)}
        value={to || null}
        onChange={(v) => onChange({ from, to: v ?? '' })}
        clearable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
};
