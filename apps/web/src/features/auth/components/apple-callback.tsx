import { useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../components/form';
import { useAppleLogin } from '../api/social-login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';

/** /login/apple/callback?token=: exchanges Apple's ID token for a session, then leaves like a normal sign-in. */
export const AppleCallback = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const appleLogin = useAppleLogin();
  const finishSignIn = useFinishSignIn();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(token ? null : t('auth:apple.missingToken'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    appleLogin
      .mutateAsync(token)
      .then((response) => finishSignIn(response, response.locale))
      .catch((e: unknown) => {
        const fieldError = e instanceof ApiError ? Object.values(e.errors ?? {})[0]?.join(' ') : undefined;
        setError(errorText(fieldError) ?? t('auth:social.failed'));
      });
  }, [token, appleLogin, finishSignIn, t, errorText]);

  return (
    <AuthCard title={t('auth:apple.title')}>
      {error ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
          <BackToLogin />
        </Stack>
      ) : (
        <Center>
          <Stack align="center" gap="xs" role="status">
            <Loader />
            <Text size="sm">{t('auth:apple.signingIn')}</Text>
          </Stack>
        </Center>
      )}
    </AuthCard>
  );
};
