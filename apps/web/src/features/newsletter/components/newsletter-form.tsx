import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_REDIRECT_MS, type CurrentUser, type NewsletterSignUpResult } from '@routier/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmailField, useApiFormErrors } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useNewsletterSignUp } from '../api/sign-up';
import { newsletterResolver } from './form-resolvers';

const FIELDS = ['email'] as const;

type Props = {
  /** the signed-in user: his e-mail, read-only */
  user: CurrentUser | null;
  /** after signing up: the sign-in page after 2.5 s for a visitor, the coupons for a signed-in user given one */
  onDone: () => void;
};

/** What the sign-up did, in words: a link to confirm, signed up with a coupon, or signed up sharing the business's. */
const Outcome = ({ result, email, visitor }: { result: NewsletterSignUpResult; email: string; visitor: boolean }) => {
  const { t } = useTranslation('account');
  if (result.status === 'pending')
    return (
      <Alert color="blue" variant="light" role="status" data-testid="newsletter-done" title={t('newsletter.pendingTitle')}>
        <Text size="sm">{t('newsletter.pending', { email })}</Text>
        {visitor && <Text size="sm">{t('newsletter.redirecting')}</Text>}
      </Alert>
    );
  return (
    <Alert color="green" variant="light" role="status" data-testid="newsletter-done">
      <Text fw={600}>{t('newsletter.success')}</Text>
      {result.coupon_already_claimed && <Text size="sm">{t('newsletter.alreadyClaimed')}</Text>}
      {!result.coupon && (
        <Button component={Link} to={paths.coupons} variant="light" size="xs" mt="sm">
          {t('newsletter.seeCoupons')}
        </Button>
      )}
    </Alert>
  );
};

/**
 * Spec §2 newsletter: e-mail (read-only when signed in), the server's message or a fallback, then onward. Sign-up is
 * double opt-in (docs/decisions/039): a visitor is told to open the link sent to the address.
 */
export const NewsletterForm = ({ user, onDone }: Props) => {
  const { t } = useTranslation('account');
  const signUp = useNewsletterSignUp();
  const [result, setResult] = useState<NewsletterSignUpResult | null>(null);
  useLazyResolver(newsletterResolver);
  const form = useForm({ resolver: newsletterResolver, defaultValues: { email: user?.email ?? '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });

  // a signed-in user given a coupon goes to see it; a visitor goes to the sign-in page after reading the message
  useEffect(() => {
    if (!result) return;
    if (user) return result.coupon ? onDone() : undefined;
    const timer = window.setTimeout(onDone, NEWSLETTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [result, user, onDone]);

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      setResult(await signUp.mutateAsync(input));
    } catch (error) {
      handleApiError(error);
    }
  });

  if (result) return <Outcome result={result} email={user?.email ?? form.getValues('email')} visitor={!user} />;
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
