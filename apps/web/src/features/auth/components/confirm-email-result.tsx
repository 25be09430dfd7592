import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmailConfirmResult } from '@routier/domain';
import { reloadUser, type Session } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';

export type ConfirmEmailResultProps = {
  result: EmailConfirmResult;
  /** a signed-in account (authenticated or still unverified), or a guest */
  session: Exclude<Session, { status: 'loading' }>;
};

const TEXT_KEYS = {
  [EmailConfirmResult.Confirmed]: { title: 'confirmedTitle', body: 'confirmedBody', color: 'green' },
  [EmailConfirmResult.AlreadyConfirmed]: { title: 'alreadyTitle', body: 'alreadyBody', color: 'blue' },
  [EmailConfirmResult.Invalid]: { title: 'invalidTitle', body: 'invalidBody', color: 'yellow' },
} as const;

/**
 * What opening a confirmation link did, and the way on: home when signed in, sign-in otherwise (where
 * an unconfirmed account is brought back to /confirm-email to send itself a new link).
 */
export const ConfirmEmailResult = ({ result, session }: ConfirmEmailResultProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = session.status === 'authenticated';
  // A verified, signed-in account needs no new link whatever an old link says.
  const shown = signedIn && result === EmailConfirmResult.Invalid ? EmailConfirmResult.AlreadyConfirmed : result;
  const text = TEXT_KEYS[shown];

  const handleContinue = async () => {
    await reloadUser();
    await navigate(paths.home, { replace: true });
  };

  return (
    <AuthCard title={t(`auth:confirmEmail.${text.title}`)}>
      <Stack gap="md" data-testid="confirm-email-result" data-result={shown}>
        <Alert color={text.color} variant="light" role={shown === EmailConfirmResult.Invalid ? 'alert' : 'status'}>
          {t(`auth:confirmEmail.${text.body}`)}
        </Alert>
        {signedIn ? (
          <Button onClick={() => void handleContinue()}>{t('auth:confirmEmail.continue')}</Button>
        ) : (
          <Stack gap="xs">
            {session.status === 'guest' && (
              <Text size="sm">
                {t(
                  shown === EmailConfirmResult.Invalid
                    ? 'auth:confirmEmail.signInToResend'
                    : 'auth:confirmEmail.signInToContinue',
                )}
              </Text>
            )}
            <Button component={Link} to={paths.login}>
              {t('auth:confirmEmail.signIn')}
            </Button>
          </Stack>
        )}
      </Stack>
    </AuthCard>
  );
};
