import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role } from '@routier/domain';
import { NotApprovedNotice } from '../../../components/layouts/not-approved-notice';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { DealerDashboardView } from '../../../features/dashboards/components/dealer-dashboard';
import { TransportCompanyDashboardView } from '../../../features/dashboards/components/transport-company-dashboard';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

/**
 * /dashboard: the dealer's or the transport company's figures; a sub-dealer sees his own orders' figures
 * (decision 031). A company waiting for approval sees the notice.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('dashboards');
  const user = useCurrentUser();
  usePageTitle(ready ? t('dashboards:title') : t('common:nav.dashboard'));
  if (user.role === Role.TransportCompany && !user.active) return <NotApprovedNotice />;
  if (!ready) return null;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="md">
        {t('dashboards:title')}
      </Title>
      {user.role === Role.TransportCompany ? <TransportCompanyDashboardView /> : <DealerDashboardView />}
    </Container>
  );
};
