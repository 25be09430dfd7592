import { Text, Tooltip } from '@mantine/core';
import { OrderStatus, type MyOrderRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { formatPlace, useFormatters, type DataTableColumn } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/status-badge';
import { DeleteOrderButton } from './delete-order-button';

const OrderTimeframe = ({ row }: { row: MyOrderRow }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  if (row.start_at || row.due_date) return <Text size="sm">{`${date(row.start_at)} → ${date(row.due_date)}`}</Text>;
  if (row.delivery_days != null) return <Text size="sm">{t('orders:list.deliveryDays', { count: row.delivery_days })}</Text>;
  return <Text size="sm">—</Text>;
};

const OrderPrice = ({ row }: { row: MyOrderRow }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (row.price == null) return <Text size="sm">—</Text>;
  if (row.status !== OrderStatus.Draft)
    return (
      <Text size="sm" fw={500}>
        {money(row.price)}
      </Text>
    );
  return (
    <Tooltip label={t('orders:list.notBooked')} withArrow>
      <Text
        size="sm"
        c="dimmed"
        style={{ textDecoration: 'underline dotted' }}
        aria-label={`${money(row.price)} (${t('orders:list.notBooked')})`}
      >
        {money(row.price)}
      </Text>
    </Tooltip>
  );
};

/** The my-orders table columns; sort keys are the domain's MY_ORDERS_SORTS. */
export const useMyOrdersColumns = (onDeleted: () => void): DataTableColumn<MyOrderRow>[] => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return [
    {
      key: 'number',
      header: t('orders:columns.orderNumber'),
      sortKey: 'order_number',
      noWrap: true,
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.order_number}
        </Text>
      ),
    },
    { key: 'date', header: t('orders:columns.date'), sortKey: 'created_at', noWrap: true, render: (row) => date(row.created_at) },
    { key: 'pickup', header: t('orders:columns.pickup'), sortKey: 'from_city', render: (row) => formatPlace(row.from) },
    { key: 'cars', header: t('orders:columns.cars'), sortKey: 'cars_amount', align: 'center', render: (row) => row.cars_amount },
    {
      key: 'status',
      card: 'aside',
      header: t('orders:columns.status'),
      sortKey: 'status',
      render: (row) => (
        <OrderStatusBadge
          status={row.status}
          isRejected={row.is_rejected}
          quotesCount={row.status === OrderStatus.AutoDispatchPending ? row.quotes_count : undefined}
        />
      ),
    },
    {
      key: 'timeframe',
      header: t('orders:columns.timeframe'),
      sortKey: 'due_date',
      noWrap: true,
      render: (row) => <OrderTimeframe row={row} />,
    },
    {
      key: 'price',
      header: t('orders:columns.price'),
      sortKey: 'price',
      align: 'right',
      noWrap: true,
      render: (row) => <OrderPrice row={row} />,
    },
    {
      key: 'actions',
      header: t('orders:columns.actions'),
      align: 'right',
      noWrap: true,
      render: (row) => <DeleteOrderButton row={row} onDeleted={onDeleted} />,
    },
  ];
};
