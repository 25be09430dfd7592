import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_REDIRECT_MS, type CurrentUser } from '@routier/domain';
import { EmailField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useNewsletterSignUp } from '../api/sign-up';
import { newsletterResolver } from './form-resolvers';

const FIELDS = ['email'] as const;

type Props = {
  /** the signed-in user: his e-mail, read-only */
  user: CurrentUser | null;
  /** after the confirmation: the sign-in page after 2.5 s for a visitor, the coupons for a signed-in user */
  onDone: () => void;
};

/** Spec §2 newsletter: e-mail (read-only when signed in), the server's message or a fallback, then onward. */
export const NewsletterForm = ({ user, onDone }: Props) => {
  const { t } = useTranslation('account');
  const signUp = useNewsletterSignUp();
  const [done, setDone] = useState(false);
  useLazyResolver(newsletterResolver);
  const form = useForm({ resolver: newsletterResolver, defaultValues: { email: user?.email ?? '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });

  useEffect(() => {
    if (!done) return;
    if (user) return onDone();
    const timer = window.setTimeout(onDone, NEWSLETTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, user, onDone]);

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync(input);
      setDone(true);
    } catch (error) {
      handleApiError(error);
    }
  });

  if (done) {
    return (
      <Alert color="green" variant="light" role="status" data-testid="newsletter-done">
        <Text fw={600}>{t('newsletter.success')}</Text>
        {!user && <Text size="sm">{t('newsletter.redirecting')}</Text>}
      </Alert>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <EmailField control={form.control} name="email" label={t('newsletter.email')} required readOnly={user !== null} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('newsletter.submit')}
        </Button>
      </Stack>
    </form>
  );
};
