import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUOTE_SORT_FIELDS } from '@routier/domain';
import type { SortState } from '../../../components/data-table';

/** On a phone the table becomes cards without headers: the sort is chosen here. */
export const QuotesSort = ({ sort, onChange }: { sort: SortState; onChange: (sort: SortState) => void }) => {
  const { t } = useTranslation('auto-dispatch');
  return (
    <Group grow gap="sm">
      <NativeSelect
        label={t('quotes.sortBy')}
        value={sort.by}
        data={QUOTE_SORT_FIELDS.map((f) => ({ value: f, label: t(`quotes.sort.${f}`) }))}
        onChange={(e) => onChange({ ...sort, by: e.currentTarget.value })}
      />
      <NativeSelect
        label={t('quotes.sortOrder')}
        value={sort.direction}
        data={(['asc', 'desc'] as const).map((d) => ({ value: d, label: t(`quotes.direction.${d}`) }))}
        onChange={(e) => onChange({ ...sort, direction: e.currentTarget.value === 'desc' ? 'desc' : 'asc' })}
      />
    </Group>
  );
};
