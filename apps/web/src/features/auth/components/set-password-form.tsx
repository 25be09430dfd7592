import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorSummary, useApiFormErrors } from '../../../components/form';
import { ensureCsrfCookie } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useSetPassword } from '../api/set-password';
import { AuthCard } from './auth-card';
import { PasswordFields } from './password-fields';
import { setPasswordResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['password', 'password_confirmation'] as const;

/** /password/set/{token}: an invited person chooses a password; e-mail and token errors show on top. */
export const SetPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const setPassword = useSetPassword(token);
  const [done, setDone] = useState(false);
  useLazyResolver(setPasswordResolver);
  const form = useForm({
    resolver: setPasswordResolver,
    defaultValues: { password: '', password_confirmation: '' },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  useEffect(() => {
    void ensureCsrfCookie();
  }, []);
  const handleSubmit = form.handleSubmit(async ({ password, password_confirmation }) => {
    try {
      await setPassword.mutateAsync({ password, password_confirmation });
      setDone(true);
    } catch (error) {
      handleApiError(error);
    }
  });

  if (done) {
    return (
      <AuthCard title={t('auth:setPassword.doneTitle')}>
        <Stack gap="md" data-testid="password-set">
          <Text>{t('auth:setPassword.doneBody')}</Text>
          <Button component={Link} to={paths.login}>
            {t('auth:setPassword.login')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:setPassword.title')} subtitle={t('auth:setPassword.subtitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <FormErrorSummary errors={form.formState.errors} />
          <PasswordFields control={form.control} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('auth:setPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
};
