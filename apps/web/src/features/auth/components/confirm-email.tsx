import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { logout, reloadUser, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard } from './auth-card';

/** /confirm-email: the account's e-mail must be confirmed; resend the link, check again, or log out. */
export const ConfirmEmail = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resend = useResendConfirmation();

  if (session.status === 'loading') return <LoadingScreen />;
  const user = session.user;
  if (!user || (session.status === 'authenticated' && user.email_verified_at)) return <Navigate to={paths.home} replace />;

  const handleContinue = async () => {
    await reloadUser();
    await navigate(paths.home, { replace: true });
  };

  return (
    <AuthCard title={t('auth:confirmEmail.title')}>
      <Stack gap="md" data-testid="confirm-email">
        {params.get('invalid') === '1' && (
          <Alert color="yellow" variant="light" role="alert">
            {t('auth:confirmEmail.expired')}
          </Alert>
        )}
        <Text>{t('auth:confirmEmail.body', { email: user.email })}</Text>
        <Text size="sm">
          {t('auth:confirmEmail.noEmail')}{' '}
          <Anchor component="button" type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {t('auth:confirmEmail.resend')}
          </Anchor>
        </Text>
        {resend.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('auth:confirmEmail.resent')}
          </Alert>
        )}
        {resend.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('common:somethingWentWrong')}
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => void logout()}>
            {t('common:logout')}
          </Button>
          <Button onClick={() => void handleContinue()}>{t('auth:confirmEmail.confirmed')}</Button>
        </Group>
      </Stack>
    </AuthCard>
  );
};
