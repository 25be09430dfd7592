import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { AdminInvoices } from '../../../features/billing/components/admin-invoices';

/** /admin/invoices: every invoice and statement, for accountants and admins, with the CSV export. */
export const AdminInvoicesPage = () => {
  const { t } = useTranslation('billing');
  usePageTitle(t('admin.title'));
  return (
    <Container size="xl" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('admin.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin.intro')}
      </Text>
      <AdminInvoices />
    </Container>
  );
};
