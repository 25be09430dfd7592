import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { isStaff, rolesWithinBusiness, STAFF_ROLES, type AdminAccountDetail, type Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useAdminAccount } from '../../../features/admin/api/get-admin-account';
import { useAdminBusiness } from '../../../features/admin/api/admin-business';
import { AccountActions } from '../../../features/admin/components/account-actions';
import { useViewAs } from '../../../features/admin/api/view-as';
import { useAccountAudit } from '../../../features/admin/api/get-account-audit';
import { AdminOrderAudit } from '../../../features/admin-orders/components/admin-order-audit';
import { modals } from '@mantine/modals';

// the business's review and the user's form load beside the account's facts: they are most of the page's code
const BusinessReview = lazy(() =>
  import('../../../features/admin/components/business-review').then((m) => ({ default: m.BusinessReview })),
);
const UserEditForm = lazy(() =>
  import('../../../features/admin/components/user-edit-form').then((m) => ({ default: m.UserEditForm })),
);
import { AccountDetails } from '../../../features/admin/components/account-details';

const fullName = (a: AdminAccountDetail) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;

/** The account's own actions: edit his name, phone and role; deactivate or reactivate him. */
const PersonActions = ({ account, businessKind }: { account: AdminAccountDetail; businessKind: number | null }) => {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const staff = isStaff(account.role as Role | null);
  const roles = staff ? STAFF_ROLES : rolesWithinBusiness(businessKind);
  const viewAs = useViewAs(paths.adminAccount(account.id));
  // an operator may view the product as a customer or a carrier, never as staff, nor as a deactivated account
  const canViewAs = !staff && account.role !== null && account.status !== 'deactivated';
  const confirmViewAs = () =>
    modals.openConfirmModal({
      title: t('admin:users.viewAsTitle'),
      children: <Text size="sm">{t('admin:users.viewAsBody', { email: account.email })}</Text>,
      labels: { confirm: t('admin:users.viewAs'), cancel: t('common:cancel') },
      onConfirm: () => viewAs.mutate(account.id),
    });
  return (
    <Group gap="xs" justify="flex-end">
      {canViewAs && (
        <Button size="xs" variant="default" loading={viewAs.isPending} onClick={confirmViewAs}>
          {t('admin:users.viewAs')}
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => setEditing(true)}>
        {t('admin:users.edit')}
      </Button>
      <AccountActions account={account} isSelf={account.id === me.id} />
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('admin:users.editTitle')}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
          <UserEditForm user={account} roles={roles} onDone={() => setEditing(false)} />
        </Suspense>
      </Modal>
    </Group>
  );
};

/** What operators did to the account and its business, newest first, ten at a time. */
const AccountAudit = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAccountAudit(accountId, page);
  if (audit.isError) return <ListError onRetry={() => void audit.refetch()} />;
  if (!audit.data) return <Loader aria-label={t('common:loading')} />;
  const paged = page > 1 || audit.data.has_more;
  return (
    <AdminOrderAudit entries={audit.data.data} empty={t('admin:audit.accountEmpty')}>
      {paged && (
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <Button size="xs" variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('admin:audit.newer')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('admin:audit.page', { page })}
          </Text>
          <Button size="xs" variant="default" disabled={!audit.data.has_more} onClick={() => setPage((p) => p + 1)}>
            {t('admin:audit.older')}
          </Button>
        </Group>
      )}
    </AdminOrderAudit>
  );
};

/** /admin/accounts/:id: an account, and its business's whole review (flags, users, coupons, insurance, orders). */
export const AdminAccountPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const account = useAdminAccount(valid ? id : null);
  const businessId = account.data?.business?.id ?? null;
  const business = useAdminBusiness(businessId);
  usePageTitle(account.data ? fullName(account.data) : t('admin:accounts.title'));
  const missing = !valid || (account.error instanceof ApiError && account.error.status === 404);
  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.adminAccounts} size="sm">
          ← {t('admin:accounts.title')}
        </Anchor>
        <Title order={1} size="h2">
          {account.data ? fullName(account.data) : t('admin:accounts.title')}
        </Title>
        {missing ? (
          <Text>{t('admin:users.notFound')}</Text>
        ) : account.isError ? (
          <ListError onRetry={() => void account.refetch()} />
        ) : !account.data ? (
          <Loader aria-label={t('common:loading')} />
        ) : (
          <>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Stack gap="sm">
                <AccountDetails account={account.data} />
                <PersonActions account={account.data} businessKind={business.data?.kind ?? null} />
              </Stack>
            </Paper>
            {businessId !== null && (
              <Paper
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                component="section"
                aria-label={t('admin:business.title')}
              >
                <Title order={2} size="h4" mb="sm">
                  {t('admin:business.title')}
                </Title>
                {business.isError ? (
                  <ListError onRetry={() => void business.refetch()} />
                ) : !business.data ? (
                  <Loader aria-label={t('common:loading')} />
                ) : (
                  <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                    <BusinessReview business={business.data} />
                  </Suspense>
                )}
              </Paper>
            )}
            <AccountAudit accountId={account.data.id} />
          </>
        )}
      </Stack>
    </Container>
  );
};
