import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../../features/admin/components/admin-console';

export const AdminHomePage = () => {
  const { t } = useTranslation();
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
