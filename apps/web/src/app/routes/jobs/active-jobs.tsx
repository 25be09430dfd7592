import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActiveJobsList } from '../../../features/jobs/components/active-jobs-list';

export const ActiveJobsPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="lg">
        {t('jobs:title')}
      </Title>
      <ActiveJobsList />
    </Container>
  );
};
