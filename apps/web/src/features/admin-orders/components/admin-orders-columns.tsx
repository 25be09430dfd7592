import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { SHIPPING_METHOD_KEYS, type AdminOrderRow, type OrderStatus, type ShippingMethod } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPlace, useFormatters, type DataTableColumn } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/status-badge/order-status-badge';

/** Columns of the operator's order list: number, status and why it needs attention, customer, carrier, route and dates. */
export const useAdminOrdersColumns = (orderHref: (row: AdminOrderRow) => string): DataTableColumn<AdminOrderRow>[] => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return [
    {
      key: 'order_number',
      sortKey: 'order_number',
      header: t('admin:orders.columns.number'),
      noWrap: true,
      render: (row) => (
        <Anchor component={Link} to={orderHref(row)} fw={600} size="sm">
          {row.order_number}
        </Anchor>
      ),
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t('admin:orders.columns.status'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <OrderStatusBadge status={row.status as OrderStatus} />
          {row.attention.length > 0 && (
            <Group gap={4}>
              {row.attention.map((reason) => (
                <Badge key={reason} color="red" variant="light" size="sm" style={{ textTransform: 'none' }}>
                  {t(`admin:orders.attention.${reason}`)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      ),
    },
    {
      key: 'customer',
      header: t('admin:orders.columns.customer'),
      render: (row) =>
        row.customer ? (
          <div>
            <Text size="sm">{row.customer.business_name ?? row.customer.name}</Text>
            {row.customer.business_name && (
              <Text size="xs" c="dimmed">
                {row.customer.name}
              </Text>
            )}
          </div>
        ) : (
          '—'
        ),
    },
    { key: 'carrier', header: t('admin:orders.columns.carrier'), render: (row) => row.carrier_name ?? '—' },
    {
      key: 'route',
      header: t('admin:orders.columns.route'),
      render: (row) => `${formatPlace(row.from)} → ${formatPlace(row.to)}`,
    },
    {
      key: 'method',
      header: t('admin:orders.columns.method'),
      render: (row) =>
        row.shipping_method ? t(`admin:orders.methods.${SHIPPING_METHOD_KEYS[row.shipping_method as ShippingMethod]}`) : '—',
    },
    {
      key: 'start_at',
      sortKey: 'start_at',
      header: t('admin:orders.columns.pickup'),
      noWrap: true,
      render: (row) => date(row.start_at),
    },
    {
      key: 'due_date',
      sortKey: 'due_date',
      header: t('admin:orders.columns.due'),
      noWrap: true,
      render: (row) => date(row.due_date),
    },
    {
      key: 'created_at',
      sortKey: 'created_at',
      header: t('admin:orders.columns.created'),
      noWrap: true,
      render: (row) => date(row.created_at),
    },
  ];
};
