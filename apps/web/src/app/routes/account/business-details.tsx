import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { BusinessDetailsView } from '../../../features/accounts/components/business-details-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const BusinessDetailsPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  usePageTitle(ready ? t('accounts:business.title') : t('common:nav.businessDetails'));
  if (!ready) return null;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('accounts:business.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts:business.intro')}
          </Text>
        </div>
        <BusinessDetailsView user={user} />
      </Stack>
    </Container>
  );
};
