import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { paths } from '../../../config/paths';

export const LoginPage = () => {
  const { t } = useTranslation();
  return (
    <LoginForm>
      <SocialSignIn />
      <Text size="sm" ta="center">
        {t('auth:login.noAccount')}{' '}
        <Anchor component={Link} to={paths.register}>
          {t('auth:login.register')}
        </Anchor>
      </Text>
    </LoginForm>
  );
};
