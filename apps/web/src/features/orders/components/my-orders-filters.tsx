import { Button, Group } from '@mantine/core';
import { MY_ORDERS_FILTER_KEYS, MyOrdersFilter } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const FILTERS = Object.values(MyOrdersFilter);

type Props = { value: MyOrdersFilter; onChange: (filter: MyOrdersFilter) => void };

/** The six filter buttons of my-orders. */
export const MyOrdersFilters = ({ value, onChange }: Props) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('orders:list.filtersLabel')}>
      {FILTERS.map((filter) => (
        <Button
          key={filter}
          size="xs"
          radius="xl"
          variant={filter === value ? 'filled' : 'default'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`orders:filter.${MY_ORDERS_FILTER_KEYS[filter]}`)}
        </Button>
      ))}
    </Group>
  );
};
