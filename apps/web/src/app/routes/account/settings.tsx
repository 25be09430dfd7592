import { Box, Stack } from '@mantine/core';
import { readsNotifications, type Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { EmailPreferences } from '../../../features/notifications/components/email-preferences';
import { SettingsView } from '../../../features/users/components/settings-view';
import { useCurrentUser } from '../../../lib/session';

export const SettingsPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('users:settings.title'));
  return (
    <Stack gap="lg">
      <SettingsView user={user} />
      {readsNotifications(user.role as Role | null) && (
        <Box maw={760} mx="auto" w="100%">
          <EmailPreferences disabled={!user.active} />
        </Box>
      )}
    </Stack>
  );
};
