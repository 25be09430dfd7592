import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { SheetSection } from '../../../../components/order-sheet';

/**
 * A cancelled order's fee and refund (decision 054): the fee kept (the dry-run invoice lists it) and what was
 * given back of the card charge, with the day; a refund the gateway has not made yet says so, and an order
 * paid by invoice owes the fee.
 */
export const OrderCancellation = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const c = order.cancellation;
  if (!c) return null;
  const fee = f.money(c.fee);
  const refund = f.money(c.refund);
  return (
    <SheetSection title={t('order-page:cancellation.title')} id="order-cancellation">
      <Stack gap={4}>
        <Text size="sm">
          {c.charged === 0
            ? t('order-page:cancellation.feeBilled', { fee, date: f.date(c.cancelled_at) })
            : c.refunded_at
              ? t('order-page:cancellation.feeRefunded', { fee, refund, date: f.date(c.refunded_at) })
              : t('order-page:cancellation.feeRefundPending', { fee, refund, date: f.date(c.cancelled_at) })}
        </Text>
        {c.fee > 0 && (
          <Text size="xs" c="dimmed">
            {t('order-page:cancellation.invoiceNote')}
          </Text>
        )}
      </Stack>
    </SheetSection>
  );
};
