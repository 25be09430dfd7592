import { Badge, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useAdminAccounts } from '../api/get-admin-accounts';

const Count = ({ value, loading }: { value: number | undefined; loading: boolean }) =>
  loading ? (
    <Skeleton height={28} width={48} />
  ) : (
    <Text fz={28} fw={700}>
      {value ?? '—'}
    </Text>
  );

/** The accounts card: pending approvals and all accounts, linking to the accounts list. */
const AccountsCard = () => {
  const { t } = useTranslation();
  const pending = useAdminAccounts({ status: 'pending', page: 1 });
  const all = useAdminAccounts({ status: 'all', page: 1 });
  const pendingCount = pending.data?.meta.total;
  return (
    <Link to={paths.adminAccounts} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t('admin:home.accountsLink')}>
      <Card withBorder radius="md" padding="lg" h="100%">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {t('admin:home.accounts')}
          </Title>
          {!!pendingCount && (
            <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
              {t('admin:home.toReview', { count: pendingCount })}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={2}>
          <div>
            <Count value={pendingCount} loading={pending.isPending} />
            <Text size="sm" c="dimmed">
              {t('admin:home.pending')}
            </Text>
          </div>
          <div>
            <Count value={all.data?.meta.total} loading={all.isPending} />
            <Text size="sm" c="dimmed">
              {t('admin:home.total')}
            </Text>
          </div>
        </SimpleGrid>
      </Card>
    </Link>
  );
};

/** A console section the admin opens: its title and what it is for. */
const SectionCard = ({ to, title, body }: { to: string; title: string; body: string }) => (
  <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {body}
      </Text>
    </Card>
  </Link>
);

/** The staff console home: admins get the accounts card; accountants a note on what comes next. */
export const AdminConsole = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {user.role === Role.Admin ? (
        <>
          <AccountsCard />
          <SectionCard to={paths.adminOrders} title={t('admin:orders.title')} body={t('admin:home.ordersBody')} />
          <SectionCard to={paths.adminRateCard} title={t('admin:home.rateCard')} body={t('admin:home.rateCardBody')} />
          <SectionCard to={paths.adminChangelog} title={t('admin:changelog.title')} body={t('admin:home.changelogBody')} />
        </>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('admin:home.accountantTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin:home.accountantBody')}
          </Text>
        </Card>
      )}
      <SectionCard
        to={paths.adminReconciliation}
        title={t('admin:reconciliation.title')}
        body={t('admin:home.reconciliationBody')}
      />
    </SimpleGrid>
  );
};
