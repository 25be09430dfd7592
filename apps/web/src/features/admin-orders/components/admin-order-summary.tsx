import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { SHIPPING_METHOD_KEYS, type AdminOrderRow, type OrderStatus, type ShippingMethod } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { formatPlace, useFormatters } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/status-badge/order-status-badge';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

/** The order at a glance for the operator: status and why it needs attention, who ordered, who carries, route and dates. */
export const AdminOrderSummary = ({ order }: { order: AdminOrderRow }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const customer = order.customer;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('admin:orders.summary')}>
      <Group gap="xs" mb="md">
        <OrderStatusBadge status={order.status as OrderStatus} />
        {order.attention.map((reason) => (
          <Badge key={reason} color="red" variant="light" style={{ textTransform: 'none' }}>
            {t(`admin:orders.attention.${reason}`)}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('admin:orders.columns.customer')}>
          {customer ? [customer.business_name, customer.name, customer.email].filter(Boolean).join(' · ') : '—'}
        </Fact>
        <Fact label={t('admin:orders.columns.carrier')}>{order.carrier_name ?? t('admin:orders.noCarrier')}</Fact>
        <Fact label={t('admin:orders.columns.route')}>{`${formatPlace(order.from)} → ${formatPlace(order.to)}`}</Fact>
        <Fact label={t('admin:orders.columns.method')}>
          {order.shipping_method
            ? t(`admin:orders.methods.${SHIPPING_METHOD_KEYS[order.shipping_method as ShippingMethod]}`)
            : '—'}
          {order.is_auto_dispatch ? ` · ${t('admin:orders.autoDispatch')}` : ''}
        </Fact>
        <Fact label={t('admin:orders.cars')}>{order.cars_amount}</Fact>
        <Fact label={t('admin:orders.columns.pickup')}>{date(order.start_at)}</Fact>
        <Fact label={t('admin:orders.columns.due')}>{date(order.due_date)}</Fact>
        <Fact label={t('admin:orders.columns.created')}>{date(order.created_at)}</Fact>
      </SimpleGrid>
    </Paper>
  );
};
