import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, useApiFormErrors } from '../../../components/form';
import { useSendResetLink } from '../api/send-reset-link';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { forgotPasswordResolver } from './form-resolvers';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';

const FIELDS = ['email'] as const;

/** /password/forgot: asks for the e-mail, then confirms the link was sent (with a resend link). */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const sendLink = useSendResetLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  useLazyResolver(forgotPasswordResolver);
  const form = useForm({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await sendLink.mutateAsync(input);
      setSentTo(input.email);
    } catch (error) {
      handleApiError(error);
    }
  });
  const handleResend = async () => {
    if (!sentTo) return;
    setResent(false);
    try {
      await sendLink.mutateAsync({ email: sentTo });
      setResent(true);
    } catch (error) {
      handleApiError(error);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('auth:forgot.sentTitle')}>
        <Stack gap="md" data-testid="reset-link-sent">
          <Text>{t('auth:forgot.sentBody', { email: sentTo })}</Text>
          <Text size="sm">
            {t('auth:forgot.noEmail')}{' '}
            <Anchor component="button" type="button" onClick={() => void handleResend()} disabled={sendLink.isPending}>
              {t('auth:forgot.resend')}
            </Anchor>
          </Text>
          {resent && (
            <Alert color="green" variant="light" role="status">
              {t('auth:forgot.resent')}
            </Alert>
          )}
          <BackToLogin />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EmailField control={form.control} name="email" label={t('auth:login.email')} required />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('auth:forgot.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
};
