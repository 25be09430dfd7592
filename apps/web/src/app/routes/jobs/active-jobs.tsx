import { Stack } from '@mantine/core';
import { Role } from '@routier/domain';
import { PageShell } from '../../../components/page-shell';
import { ActiveJobsList } from '../../../features/jobs/components/active-jobs-list';
import { JobStatisticsPanel } from '../../../features/jobs/components/job-statistics';
import { useCurrentUser } from '../../../lib/session';

export const ActiveJobsPage = () => {
  const user = useCurrentUser();
  return (
    <PageShell title="jobs:title">
      <Stack gap="lg">
        {/* spec §6: only the transport company sees the statistics */}
        {user.role === Role.TransportCompany && <JobStatisticsPanel />}
        <ActiveJobsList />
      </Stack>
    </PageShell>
  );
};
