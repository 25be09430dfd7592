import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@routier/domain';

/** Step 6: the order is placed (a guest: the confirmation went to his email; he may open an account). */
export const CompletedStep = ({
  order,
  asGuest = false,
  trackUrl,
}: {
  order: OrderDetail;
  asGuest?: boolean;
  /** a guest's tracking page of this order (his session's hash, which the step is about to clear) */
  trackUrl?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
        ✓
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('wizard:completed.title')}
      </Title>
      <Text>{t('wizard:completed.body', { number: order.order_number })}</Text>
      {asGuest ? (
        <>
          <Text>{t('wizard:completed.guestEmail')}</Text>
          {trackUrl && (
            <Button component={Link} to={trackUrl}>
              {t('wizard:completed.track')}
            </Button>
          )}
          <Button component={Link} to="/register" variant={trackUrl ? 'default' : 'filled'}>
            {t('wizard:completed.createAccount')}
          </Button>
        </>
      ) : (
        <Button component={Link} to={`/my-orders/${order.id}`}>
          {t('wizard:completed.view')}
        </Button>
      )}
    </Stack>
  );
};
