import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useConfirmNewsletter } from '../api/sign-up';

/**
 * The page the confirmation e-mail links to. Consent is given by pressing the button (a mail scanner that opens
 * the link confirms nothing); the link works once.
 */
export const NewsletterConfirm = ({ token, signedIn }: { token: string; signedIn: boolean }) => {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const confirm = useConfirmNewsletter();
  const result = confirm.data;
  if (result)
    return (
      <Alert color="green" variant="light" role="status" data-testid="newsletter-confirmed">
        <Stack gap={6}>
          <Text fw={600}>{t('newsletter.confirmed')}</Text>
          {result.coupon && <Text size="sm">{t('newsletter.confirmedCoupon')}</Text>}
          {result.coupon_already_claimed && <Text size="sm">{t('newsletter.alreadyClaimed')}</Text>}
          <Button component={Link} to={signedIn ? paths.coupons : paths.login} variant="light" size="xs" w="fit-content">
            {signedIn ? t('newsletter.seeCoupons') : t('newsletter.signIn')}
          </Button>
        </Stack>
      </Alert>
    );
  const failure = confirm.error;
  const failureText =
    failure instanceof ApiError && failure.status === 422
      ? errorText('newsletterLinkInvalid')
      : failure
        ? t('common:somethingWentWrong')
        : null;
  return (
    <Stack gap="md">
      <Text>{t('newsletter.confirmIntro')}</Text>
      {failureText && (
        <Alert color="red" variant="light" role="alert" data-testid="newsletter-confirm-error">
          {failureText}
        </Alert>
      )}
      <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} disabled={!token}>
        {t('newsletter.confirmButton')}
      </Button>
    </Stack>
  );
};
