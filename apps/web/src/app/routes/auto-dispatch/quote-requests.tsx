import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { QuoteRequestsList } from '../../../features/auto-dispatch/components/quote-requests-list';

/** /auto-dispatch/quote-requests: the carrier's open quote requests (decision 035). */
export const QuoteRequestsPage = () => {
  const { t } = useTranslation('auto-dispatch');
  usePageTitle(t('requests.pageTitle'));
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('requests.title')}
        </Title>
        <Text c="dimmed">{t('requests.intro')}</Text>
        <QuoteRequestsList links={{ submit: paths.submitQuote, decline: paths.declineQuote }} />
      </Stack>
    </Container>
  );
};
