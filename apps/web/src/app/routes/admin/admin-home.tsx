import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Role } from '@routier/domain';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../../features/admin/components/admin-console';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const AdminHomePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
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
      {user.role === Role.Admin && (
        <Anchor component={Link} to={paths.adminRateCard} display="inline-block" mt="lg" mih={44}>
          {t('admin:home.rateCard')}
        </Anchor>
      )}
    </Container>
  );
};
