import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { AdminPayments } from '../../../features/admin-money/components/admin-payments';

/** /admin/payments: every payment and its refunds, for accountants and admins, beside the invoices. */
export const AdminPaymentsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('admin:money.paymentsTitle'));
  return (
    <Container size="xl" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('admin:money.paymentsTitle')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin:money.paymentsIntro')}
      </Text>
      <AdminPayments />
    </Container>
  );
};
