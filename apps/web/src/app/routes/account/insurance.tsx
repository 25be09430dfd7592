import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { InsuranceView } from '../../../features/accounts/components/insurance-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const InsurancePage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  usePageTitle(ready ? t('accounts:insurance.title') : t('common:nav.insurance'));
  if (!ready) return null;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('accounts:insurance.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts:insurance.intro')}
          </Text>
        </div>
        <InsuranceView user={user} />
      </Stack>
    </Container>
  );
};
