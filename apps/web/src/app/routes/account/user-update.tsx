import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonalInfoForm } from '../../../features/users/components/personal-info-form';
import { reloadUser, useCurrentUser } from '../../../lib/session';
import { paths } from '../../../config/paths';

export const UserUpdatePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const handleSaved = async () => {
    await reloadUser();
    await navigate(paths.home, { replace: true });
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
