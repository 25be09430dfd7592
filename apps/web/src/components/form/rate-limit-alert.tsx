import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Too many attempts, try again in N seconds" (read once by screen readers); nothing when there is no wait. */
export const RateLimitAlert = ({ wait }: { wait: number }) => {
  const { t } = useTranslation();
  if (wait <= 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="rate-limit-alert">
      {t('common:rateLimitedFor', { count: wait })}
    </Alert>
  );
};
