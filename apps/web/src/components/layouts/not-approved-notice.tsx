import { Alert, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

/** Shown instead of a gated page while an admin has not approved the account. */
export const NotApprovedNotice = () => {
  const { t } = useTranslation();
  usePageTitle(t('common:notApproved.title'));
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" variant="light" data-testid="not-approved">
        <Title order={1} size="h3" mb="xs">
          {t('common:notApproved.title')}
        </Title>
        <Text>{t('common:notApproved.body')}</Text>
      </Alert>
    </Container>
  );
};
