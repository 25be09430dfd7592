import { Alert, Fieldset, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@routier/domain';
import { AvatarUpload } from './avatar-upload';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** /my-account/settings: profile picture and details, then the password; read-only while not approved. */
export const SettingsView = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const inactive = !user.active;
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('users:settings.title')}
      </Title>
      {inactive && (
        <Alert color="yellow" variant="light" title={t('users:settings.inactiveTitle')} data-testid="settings-inactive">
          {t('users:settings.inactiveBody')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Fieldset variant="unstyled" disabled={inactive} legend={<SectionTitle title={t('users:settings.profile')} />}>
          <Stack gap="lg" mt="md">
            <AvatarUpload user={user} disabled={inactive} />
            <ProfileForm user={user} disabled={inactive} />
          </Stack>
        </Fieldset>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Fieldset
          variant="unstyled"
          disabled={inactive}
          legend={<SectionTitle title={t('users:settings.password')} subtitle={t('users:settings.passwordHint')} />}
        >
          <Stack mt="md">
            <PasswordForm user={user} disabled={inactive} />
          </Stack>
        </Fieldset>
      </Paper>
    </Stack>
  );
};

const SectionTitle = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <>
    <Title order={2} size="h4" component="span" display="block">
      {title}
    </Title>
    {subtitle && (
      <Text size="sm" c="dimmed" component="span" display="block">
        {subtitle}
      </Text>
    )}
  </>
);
