import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminFuelFeeClaimRow } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { errorMessage } from '../../../components/feedback';
import { useAdminFuelClaims, useDecideFuelClaim } from '../api/fuel-fee-claims';
import { DecideFuelClaimModal } from './decide-fuel-claim-modal';

const NS = 'order-requests';
const LOOK = {
  pending: { color: 'dark.7', variant: 'filled' },
  approved: { color: 'teal.9', variant: 'outline' },
  refused: { color: 'gray.8', variant: 'outline' },
} as const;

const ClaimCard = ({
  row,
  busy,
  onDecide,
}: {
  row: AdminFuelFeeClaimRow;
  busy: boolean;
  onDecide: (row: AdminFuelFeeClaimRow, approve: boolean) => void;
}) => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-testid="fuel-claim">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{f.money(row.amount)}</Text>
            <Text c="dimmed">{row.order_number}</Text>
          </Group>
          <Badge {...LOOK[row.status]}>{t(`${NS}:fuel.status.${row.status}`)}</Badge>
        </Group>
        <Text size="sm">{t(`${NS}:fuel.amountLine`, { amount: f.money(row.amount), fee: f.money(row.order_fuel_fee) })}</Text>
        <Text size="sm">
          {t(`${NS}:fuel.claimedBy`, {
            name: row.claimed_by_name ?? '—',
            carrier: row.carrier_name ?? '—',
            date: f.date(row.created_at),
          })}
        </Text>
        {row.receipt && (
          <Anchor size="sm" href={row.receipt.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {t(`${NS}:fuel.openReceipt`, { name: row.receipt.file_name })}
          </Anchor>
        )}
        {row.status !== 'pending' && (
          <Text size="sm" c="dimmed">
            {row.decided_by_name
              ? t(`${NS}:fuel.decidedBy`, { name: row.decided_by_name, date: f.date(row.decided_at) })
              : t(`${NS}:fuel.automatic`)}
          </Text>
        )}
        {row.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t(`${NS}:admin.reason`, { reason: row.reason })}
          </Text>
        )}
        {row.adjustment !== null && row.statement_number && (
          <Text size="sm">
            {t(`${NS}:fuel.adjustment`, { amount: f.money(row.adjustment), statement: row.statement_number })}
          </Text>
        )}
        {row.status === 'pending' && (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Button color="red.9" variant="outline" mih={40} disabled={busy} onClick={() => onDecide(row, false)}>
              {t(`${NS}:fuel.refuse`)}
            </Button>
            <Button mih={40} disabled={busy} onClick={() => onDecide(row, true)}>
              {t(`${NS}:fuel.approve`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

/** The admin's fuel-fee claims, pending first: each decided with its receipt in front of him. */
export const AdminFuelClaimsList = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [page, setPage] = useState(1);
  const list = useAdminFuelClaims(status, page);
  const decide = useDecideFuelClaim();
  const [deciding, setDeciding] = useState<{ row: AdminFuelFeeClaimRow; approve: boolean } | null>(null);

  const handleDecide = (reason: string) => {
    if (!deciding) return;
    const { row, approve } = deciding;
    decide.mutate(
      { id: row.id, approve, reason },
      {
        onSuccess: () => {
          setDeciding(null);
          notifications.show({
            color: 'green',
            closeButtonProps: { 'aria-label': t(`${NS}:close`) },
            message: t(approve ? `${NS}:fuel.approved` : `${NS}:fuel.refused`),
          });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            closeButtonProps: { 'aria-label': t(`${NS}:close`) },
            title: t('common:error'),
            message: errorMessage(error),
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t(`${NS}:admin.filter`)}
        value={status}
        onChange={(v) => {
          setStatus(v as 'pending' | 'all');
          setPage(1);
        }}
        data={[
          { value: 'pending', label: t(`${NS}:admin.pending`) },
          { value: 'all', label: t(`${NS}:admin.all`) },
        ]}
        maw={360}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed">{t(`${NS}:fuel.empty`)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {list.data.data.map((row) => (
            <ClaimCard
              key={row.id}
              row={row}
              busy={decide.isPending}
              onDecide={(r, approve) => setDeciding({ row: r, approve })}
            />
          ))}
        </Stack>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination value={page} onChange={setPage} total={list.data.meta.last_page} />
      )}
      {deciding && (
        <DecideFuelClaimModal
          key={`${deciding.row.id}-${deciding.approve}`}
          claim={deciding.row}
          approve={deciding.approve}
          loading={decide.isPending}
          error={decide.error}
          onClose={() => {
            setDeciding(null);
            decide.reset();
          }}
          onDecide={handleDecide}
        />
      )}
    </Stack>
  );
};
