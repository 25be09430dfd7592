import { useState } from 'react';
import { Alert, Anchor, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminAccountDetail } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminAccount } from '../api/get-admin-account';
import { useUpdateAccountStatus } from '../api/update-account-status';
import { AccountDetails } from './account-details';
import { AccountInsurance } from './account-insurance';
import { RejectAccountForm } from './reject-account-form';

export type AccountReviewDrawerProps = { accountId: number | null; onClose: () => void };

const fullName = (a: AdminAccountDetail) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;

/** An applicant's details beside the list, with approve and reject (with a reason). */
export const AccountReviewDrawer = ({ accountId, onClose }: AccountReviewDrawerProps) => {
  const { t } = useTranslation();
  const query = useAdminAccount(accountId);
  const account = query.data;
  return (
    <Drawer
      opened={accountId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={account ? fullName(account) : t('admin:review.title')}
      closeButtonProps={{ 'aria-label': t('admin:review.close') }}
    >
      {query.isPending && <Skeleton h={320} />}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('common:somethingWentWrong')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('admin:review.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {account && (
        <Stack gap="lg">
          <Anchor component={Link} to={paths.adminAccount(account.id)} size="sm">
            {t('admin:review.fullPage')}
          </Anchor>
          <AccountDetails account={account} />
          {account.insurance && <AccountInsurance key={account.insurance.proposal?.id ?? 0} insurance={account.insurance} />}
          <ReviewActions key={account.id} account={account} onClose={onClose} />
        </Stack>
      )}
    </Drawer>
  );
};

/** Approve or reject an applicant; an active account is deactivated from the list, after confirmation. */
const ReviewActions = ({ account, onClose }: { account: AdminAccountDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const update = useUpdateAccountStatus();
  const handleApprove = () => update.mutate({ id: account.id, action: 'approve' }, { onSuccess: onClose });

  if (rejecting) return <RejectAccountForm accountId={account.id} onDone={onClose} onCancel={() => setRejecting(false)} />;
  const canReject = account.status === 'pending' || account.status === 'deactivated';
  return (
    <Group justify="flex-end" gap="sm">
      {canReject && (
        <Button variant="outline" color="red.8" onClick={() => setRejecting(true)}>
          {t('admin:review.reject')}
        </Button>
      )}
      {account.status !== 'active' && (
        <Button loading={update.isPending} onClick={handleApprove}>
          {t('admin:accounts.approve')}
        </Button>
      )}
    </Group>
  );
};
