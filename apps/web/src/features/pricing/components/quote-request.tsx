import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ShippingMethod } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { DateInputField } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useRequestQuotes, type QuoteRequest as QuoteRequestBody } from '../api/request-quotes';
import { quoteRequestResolver } from './form-resolvers';

type Props = {
  orderId: number;
  method: ShippingMethod | null;
  /** earliest deliver-by day (YYYY-MM-DD) */
  minDelivery: string;
  onCancel: () => void;
  onSent: () => void;
  /** another flow's call (the auto-dispatch wizard's), instead of the pricing step's */
  send?: (request: QuoteRequestBody) => Promise<unknown>;
  /** the cancel button's text (default: back to prices) */
  cancelLabel?: string;
};

type Kind = 'flexible' | 'priority';
type Values = { kind: Kind | null; needed_by_date: string | null };

/** Spec §2, quote request screen: flexible, or priority with a deliver-by date no earlier than the minimum. */
export const QuoteRequest = ({ orderId, method, minDelivery, onCancel, onSent, send, cancelLabel }: Props) => {
  const { t } = useTranslation('pricing');
  const { date: formatDate } = useFormatters();
  useLazyResolver(quoteRequestResolver);
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { kind: null, needed_by_date: null },
    // The schema requires a choice, and a date for priority; its input is the form's values.
    resolver: quoteRequestResolver as unknown as Resolver<Values>,
  });
  const { field: kindField } = useController({ control, name: 'kind' });
  const { field: dateField } = useController({ control, name: 'needed_by_date' });
  const kind = useWatch({ control, name: 'kind' });
  const date = useWatch({ control, name: 'needed_by_date' }) ?? '';
  const request = useRequestQuotes(orderId, send);
  const ready = kind === 'flexible' || (kind === 'priority' && date !== '' && date >= minDelivery);
  const handleSend = (v: Values) => {
    if (!ready) return;
    request.mutate(
      { needed_by_date: v.kind === 'priority' ? v.needed_by_date : null, shipping_method: method },
      { onSuccess: onSent },
    );
  };
  return (
    <Stack component="form" onSubmit={(event) => void handleSubmit(handleSend)(event)} gap="md" maw={560}>
      <Title order={2} size="h3">
        {t('quote.title')}
      </Title>
      <Text>{t('quote.intro')}</Text>
      <Radio.Group label={t('quote.kind')} value={kindField.value} onChange={(v) => kindField.onChange(v as Kind)}>
        <Stack gap="sm" mt="xs">
          <Radio value="flexible" label={t('quote.flexible')} description={t('quote.flexibleHint')} />
          <Radio value="priority" label={t('quote.priority')} description={t('quote.priorityHint')} />
        </Stack>
      </Radio.Group>
      {kind === 'priority' && (
        <DateInputField
          label={t('quote.date')}
          description={t('quote.dateHint', { date: formatDate(minDelivery) })}
          minDate={minDelivery}
          value={date}
          required
          onChange={(v) => dateField.onChange(v || null)}
          error={date !== '' && date < minDelivery ? t('validation:beforeMinDelivery') : undefined}
        />
      )}
      {request.isError && (
        <Alert color="red" role="alert">
          {t('quote.failed')}
        </Alert>
      )}
      <Group>
        <Button type="submit" mih={44} disabled={!ready} loading={request.isPending}>
          {t('quote.submit')}
        </Button>
        <Button variant="default" mih={44} onClick={onCancel}>
          {cancelLabel ?? t('quote.cancel')}
        </Button>
      </Group>
    </Stack>
  );
};

export const QuoteRequestSent = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation('pricing');
  return (
    <Stack gap="md" maw={560} role="status">
      <Title order={2} size="h3">
        {t('quote.successTitle')}
      </Title>
      <Text>{t('quote.successBody')}</Text>
      <Group>
        <Button mih={44} component={Link} to={paths.autoDispatchQuotes(orderId)}>
          {t('quote.seeQuotes')}
        </Button>
      </Group>
    </Stack>
  );
};
