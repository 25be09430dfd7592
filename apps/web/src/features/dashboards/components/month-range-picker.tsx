import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { MonthRange } from '@routier/domain';

type Props = { range: MonthRange; bounds: MonthRange; onChange: (range: MonthRange) => void };

type Value = [string | null, string | null];
const toValue = (r: MonthRange): Value => [`${r.start}-01`, `${r.end}-01`];

/**
 * The months of a dashboard (spec §2): from January of this year to this month, no further either way.
 * A range counts once both ends are picked. Loaded with React.lazy: the date library is heavy.
 */
export const MonthRangePicker = ({ range, bounds, onChange }: Props) => {
  const { t, i18n } = useTranslation('dashboards');
  const [value, setValue] = useState<Value>(() => toValue(range));
  // a new range from outside (the URL) replaces a half-picked one: state adjusted while rendering
  const [shown, setShown] = useState(range);
  if (shown.start !== range.start || shown.end !== range.end) {
    setShown(range);
    setValue(toValue(range));
  }
  const handleChange = (next: Value) => {
    setValue(next);
    if (next[0] && next[1]) onChange({ start: next[0].slice(0, 7), end: next[1].slice(0, 7) });
  };
  return (
    <DatesProvider settings={{ locale: i18n.language.startsWith('fr') ? 'fr' : 'en' }}>
      <MonthPickerInput
        type="range"
        allowSingleDateInRange
        label={t('range.label')}
        value={value}
        onChange={handleChange}
        minDate={`${bounds.start}-01`}
        maxDate={`${bounds.end}-01`}
        valueFormat="MMM YYYY"
        w={{ base: '100%', xs: 280 }}
        data-testid="month-range"
      />
    </DatesProvider>
  );
};
