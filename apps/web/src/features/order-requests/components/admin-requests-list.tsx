import { useState } from 'react';
import { Center, Loader, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRequestRow } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { errorMessage } from '../../../components/feedback';
import { useAdminOrderRequests, useResolveOrderRequest } from '../api/order-requests';
import { AdminRequestCard } from './admin-request-card';
import { DeclineRequestModal } from './decline-request-modal';

const NS = 'order-requests';

/**
 * The admin's cancellation and completion requests, pending first: approve, decline with a note, or open the
 * order's chat (the page shows it).
 */
export const AdminRequestsList = ({ onOpenChat }: { onOpenChat: (row: AdminOrderRequestRow) => void }) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [page, setPage] = useState(1);
  const list = useAdminOrderRequests(status, page);
  const resolve = useResolveOrderRequest();
  const [declining, setDeclining] = useState<AdminOrderRequestRow | null>(null);

  const handleResolve = (row: AdminOrderRequestRow, approve: boolean, comment?: string) =>
    resolve.mutate(
      { id: row.id, approve, comment },
      {
        onSuccess: () => {
          setDeclining(null);
          notifications.show({
            color: 'green',
            closeButtonProps: { 'aria-label': t(`${NS}:close`) },
            message: t(approve ? `${NS}:admin.approved` : `${NS}:admin.declined`),
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
        <Text c="dimmed">{t(`${NS}:admin.empty`)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {list.data.data.map((row) => (
            <AdminRequestCard
              key={row.id}
              row={row}
              busy={resolve.isPending}
              onApprove={(r) => handleResolve(r, true)}
              onDecline={setDeclining}
              onOpenChat={onOpenChat}
            />
          ))}
        </Stack>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination value={page} onChange={setPage} total={list.data.meta.last_page} />
      )}
      {declining && (
        <DeclineRequestModal
          opened
          loading={resolve.isPending}
          onClose={() => setDeclining(null)}
          onDecline={(comment) => handleResolve(declining, false, comment)}
        />
      )}
    </Stack>
  );
};
