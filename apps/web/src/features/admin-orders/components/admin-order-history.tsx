import { Paper, Text, Timeline, Title } from '@mantine/core';
import { ORDER_STATUS_KEYS, type OrderStatus, type OrderStatusChange } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';

/** The order's history for the operator: each status change, what caused it, by whom and when, oldest first. */
export const AdminOrderHistory = ({ history }: { history: OrderStatusChange[] }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const status = (s: number) => t(`orders:status.${ORDER_STATUS_KEYS[s as OrderStatus] ?? 'unknown'}`);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-order-history">
      <Title order={2} size="h4" mb="sm" id="admin-order-history">
        {t('admin:orders.history.title')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin:orders.history.empty')}
        </Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((change, i) => (
            <Timeline.Item key={i} title={`${status(change.from_status)} → ${status(change.to_status)}`}>
              <Text size="sm">
                {t(`admin:orders.history.events.${change.event}`, { defaultValue: change.event })} ·{' '}
                {t(`admin:orders.history.actors.${change.actor}`, { defaultValue: change.actor })}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTime(change.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
};
