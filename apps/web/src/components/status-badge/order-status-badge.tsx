import { Badge } from '@mantine/core';
import { ORDER_STATUS_KEYS, OrderStatus } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<OrderStatus, string> = {
  [OrderStatus.Draft]: 'gray',
  [OrderStatus.Cancelled]: 'red',
  [OrderStatus.Active]: 'blue',
  [OrderStatus.InProgress]: 'indigo',
  [OrderStatus.Completed]: 'green',
  [OrderStatus.CompletedConfirmed]: 'teal',
  [OrderStatus.CancelledRefunded]: 'pink',
  [OrderStatus.Delayed]: 'orange',
  [OrderStatus.Quotes]: 'violet',
  [OrderStatus.Hold]: 'yellow',
  [OrderStatus.AutoDispatchPending]: 'grape',
};

// a plain row: lists show one badge per order
const ROW_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 4 };
const BADGE_STYLE = { textTransform: 'none', minWidth: 'max-content' } as const;

type Props = {
  status: OrderStatus;
  /** an admin sent the order back for edits */
  isRejected?: boolean;
  /** quotes received so far, shown while auto dispatch is pending */
  quotesCount?: number;
};

/** Order status label (never shortened to "En c…": the badge keeps its whole width) (orders:status.<key>) with its colour, quote count and rejected marker. */
export const OrderStatusBadge = ({ status, isRejected, quotesCount }: Props) => {
  const { t } = useTranslation();
  const key = ORDER_STATUS_KEYS[status] ?? 'unknown';
  const label =
    status === OrderStatus.AutoDispatchPending && quotesCount !== undefined
      ? t('orders:status.autoDispatchPendingCount', { quotes: quotesCount })
      : t(`orders:status.${key}`);
  return (
    <span style={ROW_STYLE}>
      <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" style={BADGE_STYLE}>
        {label}
      </Badge>
      {isRejected && (
        <Badge color="red" variant="filled" style={BADGE_STYLE}>
          {t('orders:status.rejected')}
        </Badge>
      )}
    </span>
  );
};
