import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { NotificationSettingsView } from '../../../features/accounts/components/notification-settings-view';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

export const NotificationSettingsPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('accounts');
  const user = useCurrentUser();
  usePageTitle(ready ? t('accounts:filters.title') : t('common:nav.notificationSettings'));
  if (!ready) return null;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('accounts:filters.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts:filters.intro')}
          </Text>
        </div>
        <NotificationSettingsView user={user} />
      </Stack>
    </Container>
  );
};
