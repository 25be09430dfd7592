import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EmailConfirmResult, parseEmailConfirmResult } from '@routier/domain';
import { logout, useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useCheckEmailConfirmed } from '../api/check-email-confirmed';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard } from './auth-card';
import { ConfirmEmailResult } from './confirm-email-result';

/**
 * /confirm-email: where a confirmation link lands (?result=…), and the page an unconfirmed account is
 * kept on: resend the link, check again (saying so when it is still unconfirmed), or log out.
 */
export const ConfirmEmail = () => {
  const session = useSession();
  const [params] = useSearchParams();
  const result = parseEmailConfirmResult(params.get('result'));

  if (session.status === 'loading') return <LoadingScreen />;
  const linkExpired = result === EmailConfirmResult.Invalid;
  if (session.status === 'unverified' && (result === null || linkExpired)) {
    return <PendingConfirmation email={session.user?.email ?? null} linkExpired={linkExpired} />;
  }
  if (result) return <ConfirmEmailResult result={result} session={session} />;
  return <Navigate to={paths.home} replace />;
};

const PendingConfirmation = ({ email: knownEmail, linkExpired }: { email: string | null; linkExpired: boolean }) => {
  const { t } = useTranslation();
  const email = knownEmail ?? t('auth:confirmEmail.yourAddress');
  const resend = useResendConfirmation();
  const check = useCheckEmailConfirmed();
  // Once the account is confirmed, the session turns "authenticated" and this page goes home.
  const stillPending = check.data === false;

  return (
    <AuthCard title={t('auth:confirmEmail.title')}>
      <Stack gap="md" data-testid="confirm-email">
        {linkExpired && !resend.isSuccess && (
          <Alert color="yellow" variant="light" role="alert">
            {t('auth:confirmEmail.expired')}
          </Alert>
        )}
        <Text>{t('auth:confirmEmail.body', { email })}</Text>
        {stillPending && !resend.isSuccess && (
          <Alert color="yellow" variant="light" role="alert" data-testid="still-unconfirmed">
            {t('auth:confirmEmail.notYet', { email })}
          </Alert>
        )}
        <Group gap="xs">
          <Text size="sm">{t('auth:confirmEmail.noEmail')}</Text>
          <Button
            variant={linkExpired ? 'filled' : 'light'}
            size="compact-sm"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
          >
            {t('auth:confirmEmail.resend')}
          </Button>
        </Group>
        {resend.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('auth:confirmEmail.resent')}
          </Alert>
        )}
        {(resend.isError || check.isError) && (
          <Alert color="red" variant="light" role="alert">
            {t('common:somethingWentWrong')}
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => void logout()}>
            {t('common:logout')}
          </Button>
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            {t('auth:confirmEmail.confirmed')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
};
