import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { ReconciliationReportView } from '../../../features/reconciliation/components/reconciliation-report';

/** /admin/reconciliation: for accountants and admins, the money invariant and what breaks it. */
export const ReconciliationPage = () => {
  const { t } = useTranslation('admin');
  usePageTitle(t('reconciliation.title'));
  return (
    <Container size="md" py="md" px="xs">
      <Title order={1} size="h2" mb="xs">
        {t('reconciliation.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('reconciliation.intro')}
      </Text>
      <ReconciliationReportView />
    </Container>
  );
};
