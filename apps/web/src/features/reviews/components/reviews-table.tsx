import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewsResponse } from '@routier/domain';
import { DataTable, useFormatters, type DataTableColumn, type SortState } from '../../../components/data-table';
import { Stars } from './star-rating';

type Props = {
  data: ReviewsResponse | undefined;
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onPageChange: (page: number) => void;
};

/** Every review, paged and sortable by date, rating and order; cards on a phone. */
export const ReviewsTable = ({ data, loading, sort, onSortChange, onPageChange }: Props) => {
  const { t } = useTranslation('reviews');
  const f = useFormatters();
  const columns: DataTableColumn<Review>[] = [
    {
      key: 'created_at',
      header: t('column.date'),
      sortKey: 'created_at',
      noWrap: true,
      render: (r) => f.date(r.created_at),
      card: 'title',
    },
    {
      key: 'rating',
      header: t('column.rating'),
      sortKey: 'rating',
      render: (r) => <Stars value={r.rating} size="sm" />,
      card: 'aside',
    },
    {
      key: 'order',
      header: t('column.order'),
      sortKey: 'order_id',
      noWrap: true,
      render: (r) => r.order_number ?? `#${r.order_id}`,
    },
    { key: 'customer', header: t('column.customer'), render: (r) => r.dealer_name ?? t('anonymous') },
    {
      key: 'feedback',
      header: t('column.feedback'),
      render: (r) =>
        r.feedback ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.feedback}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('page.noFeedback')}
          </Text>
        ),
    },
  ];
  return (
    <DataTable<Review>
      label={t('page.all')}
      columns={columns}
      rows={data?.data}
      getRowKey={(r) => r.id}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      meta={data && { current_page: data.pagination.current_page, last_page: data.pagination.last_page }}
      onPageChange={onPageChange}
      minWidth={720}
    />
  );
};
