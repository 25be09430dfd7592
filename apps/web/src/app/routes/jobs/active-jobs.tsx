import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role } from '@routier/domain';
import { ListPage } from '../../../components/list-page';
import { ActiveJobsList } from '../../../features/jobs/components/active-jobs-list';
import { JobStatisticsPanel } from '../../../features/jobs/components/job-statistics';
import { useCurrentUser } from '../../../lib/session';

export const ActiveJobsPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <ListPage title={t('jobs:title')}>
      <Stack gap="lg">
        {/* spec §6: only the transport company sees the statistics */}
        {user.role === Role.TransportCompany && <JobStatisticsPanel />}
        <ActiveJobsList />
      </Stack>
    </ListPage>
  );
};
