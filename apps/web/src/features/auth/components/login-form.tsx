import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField, PasswordField, RateLimitAlert, useApiFormErrors, useRateLimitCooldown } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { DEMO_PASSWORD } from '../api/get-demo-accounts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useLanguage } from '../hooks/use-language';
import { AuthCard } from './auth-card';
import { DemoAccounts } from './demo-accounts';
import { loginResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['email', 'password'] as const;

/**
 * The sign-in card (e-mail and password, then `children`: social buttons and links), with the demo accounts
 * below it when the server offers them.
 */
export const LoginForm = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  useLazyResolver(loginResolver);
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const cooldown = useRateLimitCooldown();
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await finishSignIn(await login.mutateAsync({ input, lang }));
    } catch (error) {
      if (!cooldown.handle(error)) handleApiError(error);
    }
  });
  return (
    <Stack gap="lg">
      <AuthCard title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <EmailField control={form.control} name="email" label={t('auth:login.email')} required />
            <PasswordField control={form.control} name="password" label={t('auth:login.password')} required />
            <Group justify="flex-end" mt={-8}>
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                {t('auth:login.forgot')}
              </Anchor>
            </Group>
            <RateLimitAlert wait={cooldown.wait} />
            <Button type="submit" fullWidth loading={form.formState.isSubmitting} disabled={cooldown.remaining > 0}>
              {cooldown.remaining > 0 ? t('auth:login.submitIn', { count: cooldown.remaining }) : t('auth:login.submit')}
            </Button>
          </Stack>
        </form>
        {children}
      </AuthCard>
      <DemoAccounts
        onPick={(account) => {
          form.clearErrors();
          form.setValue('email', account.email);
          form.setValue('password', DEMO_PASSWORD);
        }}
      />
    </Stack>
  );
};
