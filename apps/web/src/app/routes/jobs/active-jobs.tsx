import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActiveJobsList } from '../../../features/jobs/components/active-jobs-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const ActiveJobsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('jobs:title'));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="lg">
        {t('jobs:title')}
      </Title>
      <ActiveJobsList />
    </Container>
  );
};
