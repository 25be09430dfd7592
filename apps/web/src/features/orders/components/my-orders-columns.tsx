import { OrderStatus, type MyOrderRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { formatPlace, useFormatters, type DataTableColumn } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/status-badge';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { DeleteOrderButton } from './delete-order-button';

// Plain spans: a page of rows renders many of these (the table's and the cards' text is already small).
const ORDER_NUMBER_STYLE = { fontWeight: 600 };
const BOOKED_PRICE_STYLE = { fontWeight: 500 };
const DRAFT_PRICE_STYLE = { color: 'var(--mantine-color-dimmed)', textDecoration: 'underline dotted' };

const OrderTimeframe = ({ row }: { row: MyOrderRow }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  if (row.start_at || row.due_date) return `${date(row.start_at)} → ${date(row.due_date)}`;
  if (row.delivery_days != null) return t('orders:list.deliveryDays', { count: row.delivery_days });
  return '—';
};

const OrderPrice = ({ row }: { row: MyOrderRow }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (row.price == null) return '—';
  if (row.status !== OrderStatus.Draft) return <span style={BOOKED_PRICE_STYLE}>{money(row.price)}</span>;
  return (
    <HoverTooltip label={t('orders:list.notBooked')} withArrow>
      <span style={DRAFT_PRICE_STYLE} aria-label={`${money(row.price)} (${t('orders:list.notBooked')})`}>
        {money(row.price)}
      </span>
    </HoverTooltip>
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
      render: (row) => <span style={ORDER_NUMBER_STYLE}>{row.order_number}</span>,
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
