import { Anchor, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminBidsList } from '../../../features/bids/components/admin-bids-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

/** /admin/bids: carriers' bids for the admin to accept or decline. */
export const AdminBidsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('offers:admin.title'));
  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={paths.admin} size="sm">
        ← {t('admin:home.title')}
      </Anchor>
      <Title order={1} size="h2" mb="lg" mt="xs">
        {t('offers:admin.title')}
      </Title>
      <AdminBidsList />
    </Container>
  );
};
