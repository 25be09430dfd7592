import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AdminAccountRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountStatus } from '../api/update-account-status';

/** Approve (Reactivate a deactivated account) or Deactivate (active account other than one's own, after confirmation). */
export const AccountActions = ({
  account,
  isSelf,
}: {
  account: Pick<AdminAccountRow, 'id' | 'email' | 'status'>;
  isSelf: boolean;
}) => {
  const { t } = useTranslation();
  const mutation = useUpdateAccountStatus();
  const busy = mutation.isPending && mutation.variables?.id === account.id;

  const handleDeactivate = () =>
    modals.openConfirmModal({
      title: t('admin:accounts.deactivateTitle'),
      children: <Text size="sm">{t('admin:accounts.deactivateBody', { email: account.email })}</Text>,
      labels: { confirm: t('admin:accounts.deactivate'), cancel: t('common:cancel') },
      confirmProps: { color: 'red.8' },
      onConfirm: () => mutation.mutate({ id: account.id, action: 'deactivate' }),
    });

  // The API refuses an admin deactivating himself: he would lock himself out of the console.
  const active = account.status === 'active';
  if (active && isSelf) return null;
  if (active) {
    return (
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        loading={busy}
        onClick={handleDeactivate}
        aria-label={`${t('admin:accounts.deactivate')} ${account.email}`}
      >
        {t('admin:accounts.deactivate')}
      </Button>
    );
  }
  // approving a deactivated account reactivates it: he may sign in again
  const label = account.status === 'deactivated' ? t('admin:accounts.reactivate') : t('admin:accounts.approve');
  return (
    <Button
      size="xs"
      loading={busy}
      onClick={() => mutation.mutate({ id: account.id, action: 'approve' })}
      aria-label={`${label} ${account.email}`}
    >
      {label}
    </Button>
  );
};
