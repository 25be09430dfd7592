import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonalInfoForm } from '../../../features/users/components/personal-info-form';
import { reloadUser, useCurrentUser } from '../../../lib/session';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const UserUpdatePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('users:update.title'));
  const user = useCurrentUser();
  // Once the reloaded user is no longer new, the NewUserOnly guard sends them home; a second
  // navigation here would race it and cancel the redirect to the role's home.
  const handleSaved = async () => {
    await reloadUser();
  };
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          {t('users:update.title')}
        </Title>
        <Text c="dimmed">{t('users:update.subtitle')}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PersonalInfoForm user={user} onSaved={handleSaved} />
      </Paper>
    </Stack>
  );
};
