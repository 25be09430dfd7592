import { Stack, Text } from '@mantine/core';
import type { ActiveJobRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { formatPlace, useFormatters, type DataTableColumn } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/status-badge';
import { JobBadges } from './job-badges';

/** The active-jobs table columns; sort keys are the domain's ACTIVE_JOBS_SORTS. */
export const useActiveJobsColumns = (): DataTableColumn<ActiveJobRow>[] => {
  const { t } = useTranslation();
  const { date, money } = useFormatters();
  return [
    {
      key: 'number',
      header: t('jobs:columns.orderNumber'),
      sortKey: 'order_number',
      noWrap: true,
      render: (row) => (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {row.order_number}
          </Text>
          <JobBadges job={row} />
        </Stack>
      ),
    },
    {
      key: 'available',
      header: t('jobs:columns.availableFrom'),
      sortKey: 'start_at',
      noWrap: true,
      render: (row) => date(row.start_at),
    },
    { key: 'due', header: t('jobs:columns.dueDate'), sortKey: 'due_date', noWrap: true, render: (row) => date(row.due_date) },
    {
      key: 'accepted',
      header: t('jobs:columns.acceptedDate'),
      sortKey: 'accepted_by_tc_at',
      noWrap: true,
      render: (row) => date(row.accepted_by_tc_at),
    },
    { key: 'start', header: t('jobs:columns.start'), sortKey: 'from_city', render: (row) => formatPlace(row.from) },
    { key: 'destination', header: t('jobs:columns.destination'), sortKey: 'to_city', render: (row) => formatPlace(row.to) },
    { key: 'cars', header: t('jobs:columns.cars'), sortKey: 'cars_amount', align: 'center', render: (row) => row.cars_amount },
    {
      key: 'status',
      card: 'aside',
      header: t('jobs:columns.status'),
      sortKey: 'status',
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      key: 'price',
      header: t('jobs:columns.price'),
      sortKey: 'price',
      align: 'right',
      noWrap: true,
      render: (row) => money(row.price),
    },
  ];
};
