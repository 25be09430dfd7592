import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ShippingMethod } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { useRequestQuotes } from '../api/request-quotes';

type Props = {
  orderId: number;
  method: ShippingMethod | null;
  /** earliest deliver-by day (YYYY-MM-DD) */
  minDelivery: string;
  onCancel: () => void;
  onSent: () => void;
};

type Kind = 'flexible' | 'priority';

/** Spec §2, quote request screen: flexible, or priority with a deliver-by date no earlier than the minimum. */
export const QuoteRequest = ({ orderId, method, minDelivery, onCancel, onSent }: Props) => {
  const { t } = useTranslation('pricing');
  const { date: formatDate } = useFormatters();
  const [kind, setKind] = useState<Kind | null>(null);
  const [date, setDate] = useState('');
  const request = useRequestQuotes(orderId);
  const ready = kind === 'flexible' || (kind === 'priority' && date !== '' && date >= minDelivery);
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    request.mutate({ needed_by_date: kind === 'priority' ? date : null, shipping_method: method }, { onSuccess: onSent });
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} gap="md" maw={560}>
      <Title order={2} size="h3">
        {t('quote.title')}
      </Title>
      <Text>{t('quote.intro')}</Text>
      <Radio.Group label={t('quote.kind')} value={kind} onChange={(v) => setKind(v as Kind)}>
        <Stack gap="sm" mt="xs">
          <Radio value="flexible" label={t('quote.flexible')} description={t('quote.flexibleHint')} />
          <Radio value="priority" label={t('quote.priority')} description={t('quote.priorityHint')} />
        </Stack>
      </Radio.Group>
      {kind === 'priority' && (
        <TextInput
          type="date"
          label={t('quote.date')}
          description={t('quote.dateHint', { date: formatDate(minDelivery) })}
          min={minDelivery}
          value={date}
          required
          onChange={(e) => setDate(e.currentTarget.value)}
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
          {t('quote.cancel')}
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
