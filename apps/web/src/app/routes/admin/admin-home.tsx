import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../../features/admin/components/admin-console';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const AdminHomePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('admin:home.title'));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('admin:home.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin:home.subtitle')}
      </Text>
      <AdminConsole />
    </Container>
  );
};
