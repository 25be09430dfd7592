import { Group, Skeleton, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardRange, MonthRange } from '@routier/domain';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { LazyMonthRangePicker } from './lazy-parts';

type Props = {
  range: MonthRange;
  bounds: MonthRange;
  onChange: (range: MonthRange) => void;
  previous: DashboardRange | undefined;
};

/** The months picked, and the period the changes compare with. */
export const DashboardToolbar = ({ range, bounds, onChange, previous }: Props) => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Suspense fallback={<Skeleton height={60} w={{ base: '100%', xs: 280 }} />}>
        <LazyMonthRangePicker range={range} bounds={bounds} onChange={onChange} />
      </Suspense>
      {previous && (
        <Text size="sm" c="dimmed" pb={8} data-testid="previous-range">
          {t('range.comparedWith', { range: f.range({ start: previous.start_date, end: previous.end_date }) })}
        </Text>
      )}
    </Group>
  );
};
