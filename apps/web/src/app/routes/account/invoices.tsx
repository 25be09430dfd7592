import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Role } from '@routier/domain';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { MyInvoices } from '../../../features/billing/components/my-invoices';
import { useCurrentUser } from '../../../lib/session';

/** /my-account/invoices: a dealer's (his business's) or a private user's invoices. */
export const InvoicesPage = () => {
  const { t } = useTranslation('billing');
  const user = useCurrentUser();
  usePageTitle(t('invoices.title'));
  return (
    <Container size="xl" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('invoices.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('invoices.intro')}
      </Text>
      <MyInvoices audience={user.role === Role.PrivateUser ? 'individuals' : 'dealers'} />
    </Container>
  );
};
