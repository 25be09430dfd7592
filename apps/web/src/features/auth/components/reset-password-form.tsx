import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField, FormErrorSummary, useApiFormErrors } from '../../../components/form';
import { ensureCsrfCookie } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { PasswordFields } from './password-fields';
import { resetPasswordResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export type ResetPasswordFormProps = { token: string; email: string };

/** /password/reset/{token}?email=: chooses a new password, then goes to /login. */
export const ResetPasswordForm = ({ token, email }: ResetPasswordFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  useLazyResolver(resetPasswordResolver);
  const form = useForm({
    resolver: resetPasswordResolver,
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  useEffect(() => {
    void ensureCsrfCookie();
  }, []);
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await reset.mutateAsync(input);
      notifications.show({ color: 'green', message: t('auth:reset.success') });
      await navigate(paths.login, { replace: true });
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <FormErrorSummary errors={form.formState.errors} />
          <EmailField control={form.control} name="email" label={t('auth:login.email')} readOnly={Boolean(email)} required />
          <PasswordFields control={form.control} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('auth:reset.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
};
