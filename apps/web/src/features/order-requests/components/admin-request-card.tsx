import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_KEYS, type AdminOrderRequestRow, type Role } from '@routier/domain';
import { OrderStatusBadge } from '../../../components/status-badge';
import { useFormatters } from '../../../components/data-table/use-formatters';

const NS = 'order-requests';
const STATUS_LOOK = {
  pending: { color: 'dark.7', variant: 'filled' },
  approved: { color: 'teal.9', variant: 'outline' },
  declined: { color: 'gray.8', variant: 'outline' },
} as const;

export type AdminRequestActions = {
  onApprove: (row: AdminOrderRequestRow) => void;
  onDecline: (row: AdminOrderRequestRow) => void;
  onOpenChat: (row: AdminOrderRequestRow) => void;
  busy: boolean;
};

/** One request in the admin's list: what, who, why, and the actions. */
export const AdminRequestCard = ({
  row,
  onApprove,
  onDecline,
  onOpenChat,
  busy,
}: { row: AdminOrderRequestRow } & AdminRequestActions) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const role = row.requested_by.role ? t(`users:role.${ROLE_KEYS[row.requested_by.role as Role]}`) : '';
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{t(`${NS}:admin.type.${row.type}`)}</Text>
            <Text c="dimmed">{row.order_number}</Text>
            <OrderStatusBadge status={row.order_status} />
          </Group>
          <Badge {...STATUS_LOOK[row.status]}>{t(`${NS}:admin.status.${row.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {t(`${NS}:admin.requestedBy`, { name: row.requested_by.full_name || '—', role, date: f.date(row.created_at) })}
        </Text>
        {row.carrier_name && <Text size="sm">{t(`${NS}:admin.carrier`, { name: row.carrier_name })}</Text>}
        {row.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t(`${NS}:admin.reason`, { reason: row.reason })}
          </Text>
        )}
        {row.resolution_comment && (
          <Text size="sm" c="dimmed">
            {t(`${NS}:admin.note`, { note: row.resolution_comment })}
          </Text>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button variant="default" mih={40} onClick={() => onOpenChat(row)}>
            {t(`${NS}:admin.chat`)}
          </Button>
          {row.status === 'pending' && (
            <>
              <Button color="red.9" variant="outline" mih={40} disabled={busy} onClick={() => onDecline(row)}>
                {t(`${NS}:admin.decline`)}
              </Button>
              <Button mih={40} disabled={busy} onClick={() => onApprove(row)}>
                {t(`${NS}:admin.approve`)}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
