import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role } from '@routier/domain';
import { ActiveJobsList } from '../../../features/jobs/components/active-jobs-list';
import { JobStatisticsPanel } from '../../../features/jobs/components/job-statistics';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { useCurrentUser } from '../../../lib/session';

export const ActiveJobsPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('jobs:title'));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="lg">
        {t('jobs:title')}
      </Title>
      <Stack gap="lg">
        {/* spec §6: only the transport company sees the statistics */}
        {user.role === Role.TransportCompany && <JobStatisticsPanel />}
        <ActiveJobsList />
      </Stack>
    </Container>
  );
};
