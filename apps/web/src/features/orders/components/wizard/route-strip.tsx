import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, type OrderDetail } from '@routier/domain';

/** The wizard's header strip: from-city → to-city and the distance, or "Failed to determine route". */
export const RouteStrip = ({ order }: { order: OrderDetail }) => {
  const { t, i18n } = useTranslation();
  if (!order.from || !order.to) return null;
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="route-strip">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{order.order_number}</Text>
        <Text>
          {order.from.city} → {order.to.city}
        </Text>
        <Text c={order.distance === null ? 'red' : 'dimmed'}>
          {order.distance === null
            ? t('wizard:routeFailed')
            : t('wizard:distance', { km: formatNumber(order.distance, i18n.language) })}
        </Text>
      </Group>
    </Paper>
  );
};
