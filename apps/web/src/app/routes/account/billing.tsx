import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { MyInvoices } from '../../../features/billing/components/my-invoices';

/** /my-account/billing: a transport company's statements, one per completed job. */
export const BillingPage = () => {
  const { t } = useTranslation('billing');
  usePageTitle(t('billing.title'));
  return (
    <Container size="xl" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('billing.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('billing.intro')}
      </Text>
      <MyInvoices audience="transport-companies" />
    </Container>
  );
};
