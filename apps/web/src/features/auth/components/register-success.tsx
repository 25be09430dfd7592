import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { AuthCard } from './auth-card';

/** After registration: explains the confirmation e-mail, then continues home or to /confirm-email. */
export const RegisterSuccess = () => {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  const user = session.user;
  const verified = session.status === 'authenticated' && Boolean(user?.email_verified_at);
  const target = !user ? paths.login : verified ? paths.home : paths.confirmEmail;
  const body = !user
    ? t('auth:registerSuccess.generic')
    : verified
      ? t('auth:registerSuccess.verified')
      : t('auth:registerSuccess.body', { email: user.email });
  return (
    <AuthCard title={t('auth:registerSuccess.title')}>
      <Stack gap="md" data-testid="register-success">
        <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
          ✓
        </ThemeIcon>
        <Text>{body}</Text>
        <Text size="sm" c="dimmed">
          {t('auth:registerSuccess.approval')}
        </Text>
        <Button component={Link} to={target} replace>
          {user ? t('auth:registerSuccess.continue') : t('auth:registerSuccess.login')}
        </Button>
      </Stack>
    </AuthCard>
  );
};
