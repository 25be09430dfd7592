import { useMemo } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  dayEndIn,
  formatDateTime,
  latestAvailableTill,
  type AvailabilityForm,
  type AvailabilityFormInput,
  type AvailabilityLimit,
} from '@routier/domain';
import { CheckboxField, TextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';

/** How long a quote may stay open (spec §5): 5 business days from now, the end of the pickup day at most. */
export const availabilityLimit = (now: Date, today: string, pickupDay: string, timeZone: string): AvailabilityLimit => {
  const pickupEnd = dayEndIn(pickupDay, timeZone);
  const latest = latestAvailableTill(now, today, pickupEnd);
  return {
    maxHours: Math.max(0, Math.floor((latest.getTime() - now.getTime()) / 3_600_000)),
    limitedBy: latest.getTime() === pickupEnd.getTime() ? 'pickup_day' : 'business_days',
  };
};

type Form = UseFormReturn<AvailabilityFormInput, unknown, AvailabilityForm>;

export const useAvailabilityForm = (limit: AvailabilityLimit): Form => {
  const resolver = useMemo(
    () => lazyZodResolver(() => import('@routier/domain').then((m) => m.availabilityFormSchema(limit))),
    [limit],
  );
  useLazyResolver(resolver);
  return useForm<AvailabilityFormInput, unknown, AvailabilityForm>({
    resolver: resolver as never,
    defaultValues: { availability_days: '', availability_hours: '', terms: false },
  });
};

const untilText = (days: string, hours: string, format: (d: Date) => string) => {
  const d = /^\d+$/.test(days.trim()) ? Number(days) : 0;
  const h = /^\d+$/.test(hours.trim()) ? Number(hours) : 0;
  return d * 24 + h > 0 ? format(new Date(Date.now() + (d * 24 + h) * 3_600_000)) : null;
};

/** View 2: days and hours of availability, and the terms. */
export const AvailabilityFormView = ({
  form,
  onBack,
  onSubmit,
  submitting,
}: {
  form: Form;
  onBack: () => void;
  onSubmit: (v: AvailabilityForm) => void;
  submitting: boolean;
}) => {
  const { t, i18n } = useTranslation('auto-dispatch');
  const [days, hours] = useWatch({ control: form.control, name: ['availability_days', 'availability_hours'] });
  const format = (d: Date) => formatDateTime(d, i18n.language);
  const until = untilText(days ?? '', hours ?? '', format);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('form.availabilityStep')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('form.availabilityHint')}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <TextField
            control={form.control}
            name="availability_days"
            label={t('form.days')}
            inputMode="numeric"
            data-testid="quote-days"
          />
          <TextField
            control={form.control}
            name="availability_hours"
            label={t('form.hours')}
            inputMode="numeric"
            data-testid="quote-hours"
          />
        </SimpleGrid>
        {until && (
          <Text size="sm" data-testid="quote-until">
            {t('form.validUntil', { date: until })}
          </Text>
        )}
        <CheckboxField control={form.control} name="terms" label={t('form.terms')} data-testid="quote-terms" />
        <Anchor component={Link} to={paths.terms} target="_blank" size="sm">
          {t('form.termsLink')}
        </Anchor>
        <Group justify="space-between">
          <Button variant="default" mih={44} onClick={onBack}>
            {t('form.back')}
          </Button>
          <Button type="submit" mih={44} loading={submitting} data-testid="quote-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
