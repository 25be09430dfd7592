import { useEffect, useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { paths } from '../../../config/paths';
import { forgetSessionExpired, sessionHasExpired } from '../../../lib/api-client';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const LoginPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:login.title'));
  const [expired] = useState(sessionHasExpired);
  // Forgotten when the page is left, not when it first shows: the app may render this page once in the document
  // that is already on its way to /login, and the page loaded there must still say it.
  useEffect(() => forgetSessionExpired, []);
  return (
    <>
      {expired && (
        <Alert color="yellow" variant="light" role="alert" mb="md" data-testid="session-expired">
          {t('auth:login.sessionExpired')}
        </Alert>
      )}
      <LoginForm>
        <SocialSignIn />
        <Text size="sm" ta="center">
          {t('auth:login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register}>
            {t('auth:login.register')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.createOrder}>
            {t('auth:login.guestOrder')}
          </Anchor>
        </Text>
      </LoginForm>
    </>
  );
};
