import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { businessToday, dayBefore, type PlaceBidInput } from '@routier/domain';
import { notifyOnce } from '../../../components/feedback';
import { DateField, TextField } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { usePlaceBid } from '../api/place-bid';

type Values = { amount: string | number; eta: string };
const FIELDS = ['amount', 'eta'] as const;

const resolver = lazyZodResolver(() => import('@routier/domain').then((m) => m.PlaceBidSchema));

/** Yesterday on the business's calendar (YYYY-MM-DD), as the API counts it: the earliest ETA. */
const localYesterday = () => dayBefore(businessToday());

type Props = { orderId: number; onDone: () => void; onCancel: () => void };

/** Amount (with a "$" prefix) and ETA date, checked by the domain's PlaceBidSchema, then sent. */
export const PlaceBidForm = ({ orderId, onDone, onCancel }: Props) => {
  const { t } = useTranslation();
  const place = usePlaceBid();
  const form = useForm<Values, unknown, PlaceBidInput>({ resolver, defaultValues: { amount: '', eta: '' } });
  useLazyResolver(resolver);

  const handleError = (error: unknown) => {
    const fields = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
    const known = fields.filter(([key]) => (FIELDS as readonly string[]).includes(key));
    for (const [key, messages] of known) form.setError(key as (typeof FIELDS)[number], { type: 'server', message: messages[0] });
    if (known.length > 0) return;
    onCancel();
    // spec §8: "Unable to place a bid at this time"
    notifyOnce({ color: 'red', title: t('common:error'), message: t('offers:bid.failed') });
  };
  const handleSubmit = form.handleSubmit((input) =>
    place.mutate(
      { orderId, ...input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('offers:bid.success') });
          onDone();
        },
        onError: handleError,
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="amount"
          label={t('offers:bid.amount')}
          leftSection="$"
          inputMode="decimal"
          required
          data-testid="bid-amount"
        />
        <DateField
          control={form.control}
          name="eta"
          label={t('offers:bid.eta')}
          required
          minDate={localYesterday()}
          data-testid="bid-eta"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('offers:cancel')}
          </Button>
          <Button type="submit" loading={place.isPending} data-testid="bid-submit">
            {t('offers:bid.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
