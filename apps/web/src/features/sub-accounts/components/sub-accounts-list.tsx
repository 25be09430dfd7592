import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { SubAccount, SubAccountKind } from '@routier/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListError, useErrorNotification } from '../../../components/data-table';
import { useSubAccounts } from '../api/get-sub-accounts';
import { useSubAccountsParams } from '../hooks/use-sub-accounts-params';
import { BusinessDetailsNotice } from './business-details-notice';
import { rowName } from './labels';
import { useSubAccountsColumns } from './sub-accounts-columns';

// Opened on demand: the form fields and zod are not part of the list's first download.
const InviteForm = lazy(() => import('./invite-form').then((m) => ({ default: m.InviteForm })));
const EditForm = lazy(() => import('./edit-form').then((m) => ({ default: m.EditForm })));

type Props = { kind: SubAccountKind; businessFilled: boolean };

/**
 * A dealer's sub-accounts or a transport company's dispatchers: the sortable paged table (removed rows greyed,
 * with restore), the invite and edit dialogs; sort and page in the URL. Invitations wait for business details.
 */
export const SubAccountsList = ({ kind, businessFilled }: Props) => {
  const { t } = useTranslation();
  const { params, setParams } = useSubAccountsParams();
  const [inviting, setInviting] = useState(false);
  const [missingDetails, setMissingDetails] = useState(false);
  const [editing, setEditing] = useState<SubAccount | null>(null);
  const query = useSubAccounts(kind, params);
  useErrorNotification(query.error);
  const columns = useSubAccountsColumns(kind, setEditing);
  const canInvite = businessFilled && !missingDetails;
  const closeLabel = { closeButtonProps: { 'aria-label': t('common:close') } };
  return (
    <Stack gap="md">
      {!canInvite && <BusinessDetailsNotice />}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t(`sub-accounts:intro.${kind}`)}
        </Text>
        <Button onClick={() => setInviting(true)} disabled={!canInvite}>
          {t(`sub-accounts:invite.open.${kind}`)}
        </Button>
      </Group>
      <DataTable<SubAccount>
        label={t(`sub-accounts:listLabel.${kind}`)}
        columns={columns}
        rows={query.data?.data}
        getRowKey={(row) => row.id}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={{ by: params.order_by, direction: params.order_direction }}
        onSortChange={(sort) => setParams({ order_by: sort.by as typeof params.order_by, order_direction: sort.direction })}
        isRowMuted={(row) => row.deleted_at !== null}
        empty={
          <Text ta="center" c="dimmed">
            {t(`sub-accounts:empty.${kind}`)}
          </Text>
        }
        meta={query.data?.meta}
        onPageChange={(page) => setParams({ page })}
        minWidth={820}
      />
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t(`sub-accounts:invite.heading.${kind}`)}
        centered
        {...closeLabel}
      >
        <Suspense fallback={<Loader size="sm" />}>
          <InviteForm
            kind={kind}
            onDone={() => setInviting(false)}
            onBusinessDetailsMissing={() => {
              setInviting(false);
              setMissingDetails(true);
            }}
          />
        </Suspense>
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('sub-accounts:edit.heading', { name: rowName(editing) }) : ''}
        centered
        {...closeLabel}
      >
        <Suspense fallback={<Loader size="sm" />}>
          {editing && <EditForm kind={kind} row={editing} onDone={() => setEditing(null)} />}
        </Suspense>
      </Modal>
    </Stack>
  );
};
