import { Anchor, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminAccountsList } from '../../../features/admin/components/admin-accounts-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const AdminAccountsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('admin:accounts.title'));
  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={paths.admin} size="sm">
        ← {t('admin:home.title')}
      </Anchor>
      <Title order={1} size="h2" mb="lg" mt="xs">
        {t('admin:accounts.title')}
      </Title>
      <AdminAccountsList />
    </Container>
  );
};
