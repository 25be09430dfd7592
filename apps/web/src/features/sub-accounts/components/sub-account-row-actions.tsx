import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { subAccountActions, type SubAccount, type SubAccountAction, type SubAccountKind } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/data-table';
import { useSubAccountAction } from '../api/sub-account-mutations';
import { rowName } from './labels';

type Props = { kind: SubAccountKind; row: SubAccount; onEdit: (row: SubAccount) => void };

const DANGER: ReadonlySet<SubAccountAction> = new Set(['delete', 'deactivate']);

/** A row's buttons (spec §2): edit, activate or deactivate, remove; a removed row only restore. Each asks first. */
export const SubAccountRowActions = ({ kind, row, onEdit }: Props) => {
  const { t } = useTranslation();
  const mutation = useSubAccountAction(kind);
  const busy = mutation.isPending && mutation.variables?.id === row.id;
  const name = rowName(row);
  const confirm = (action: SubAccountAction) =>
    modals.openConfirmModal({
      title: t(`sub-accounts:actions.confirmTitle.${action}`, { name }),
      children: <Text size="sm">{t(`sub-accounts:actions.confirmBody.${action}`)}</Text>,
      labels: { confirm: t(`sub-accounts:actions.${action}`), cancel: t('common:cancel') },
      confirmProps: DANGER.has(action) ? { color: 'red.8' } : {},
      onConfirm: () =>
        void mutation
          .mutateAsync({ id: row.id, action })
          .then(
            () => notifications.show({ color: 'green', message: t(`sub-accounts:actions.done.${action}`, { name }) }),
            notifyError,
          ),
    });
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('sub-accounts:actions.moreFor', { name })}>
      {!row.deleted_at && (
        <Button
          size="xs"
          mih={36}
          variant="default"
          onClick={() => onEdit(row)}
          aria-label={`${t('sub-accounts:edit.open')} ${name}`}
        >
          {t('sub-accounts:edit.open')}
        </Button>
      )}
      {subAccountActions(row).map((action) => (
        <Button
          key={action}
          size="xs"
          mih={36}
          variant={DANGER.has(action) ? 'outline' : 'light'}
          color={DANGER.has(action) ? 'red.8' : undefined}
          loading={busy}
          onClick={() => confirm(action)}
          aria-label={`${t(`sub-accounts:actions.${action}`)} ${name}`}
        >
          {t(`sub-accounts:actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
};
