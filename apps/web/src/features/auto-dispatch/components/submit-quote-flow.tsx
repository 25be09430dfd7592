import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AvailabilityForm, QuoteForm, QuoteInfo } from '@routier/domain';
import { ApiError } from '../../../lib/api-client';
import { useSubmitQuote, type SubmitQuoteBody } from '../api/submit-quote';
import { AvailabilityFormView, availabilityLimit, useAvailabilityForm } from './availability-form';
import { EMPTY_QUOTE, QuoteFormView, useQuoteForm } from './quote-form';
import { RequestSummary } from './request-summary';

export type QuotePaths = { success: string; error: string; decline: string };

const QUOTE_FIELDS = [
  'pickup_date',
  'pickup_from',
  'pickup_to',
  'dropoff_date',
  'dropoff_from',
  'dropoff_to',
  'price',
  'shipping_method',
  'notes',
  'delivery_type_eta',
  'confirm_price',
] as const;

const bodyOf = (q: QuoteForm, a: AvailabilityForm): SubmitQuoteBody => {
  const priority = q.delivery_type_eta === 'priority';
  return {
    pickup_date: q.pickup_kind === 'date' ? q.pickup_date : null,
    pickup_from: q.pickup_kind === 'range' ? q.pickup_from : null,
    pickup_to: q.pickup_kind === 'range' ? q.pickup_to : null,
    dropoff_date: !priority && q.dropoff_kind === 'date' ? q.dropoff_date : null,
    dropoff_from: !priority && q.dropoff_kind === 'range' ? q.dropoff_from : null,
    dropoff_to: !priority && q.dropoff_kind === 'range' ? q.dropoff_to : null,
    price: q.price,
    shipping_method: q.shipping_method,
    notes: q.notes || null,
    delivery_type_eta: q.delivery_type_eta ?? null,
    confirm_price: true,
    availability: (a.availability_days ?? 0) * 24 + (a.availability_hours ?? 0),
  };
};

/** The submit-quote page's two views: the quote, then availability and terms; failures go to the error page. */
export const SubmitQuoteFlow = ({ info, paths }: { info: QuoteInfo; paths: QuotePaths }) => {
  const { t } = useTranslation('auto-dispatch');
  const navigate = useNavigate();
  const [view, setView] = useState<1 | 2>(1);
  const [quote, setQuote] = useState<QuoteForm | null>(null);
  const quoteForm = useQuoteForm(info, EMPTY_QUOTE);
  const limit = useMemo(
    () =>
      availabilityLimit(new Date(), info.today, quote?.pickup_date || quote?.pickup_from || info.today, info.pickup_time_zone),
    [quote, info],
  );
  const availabilityForm = useAvailabilityForm(limit);
  const submit = useSubmitQuote(info.id);

  const handleError = (error: unknown) => {
    const errors = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
    const onQuote = errors.filter(([k]) => (QUOTE_FIELDS as readonly string[]).includes(k));
    const onAvailability = errors.find(([k]) => k === 'availability');
    if (onQuote.length) {
      setView(1);
      onQuote.forEach(([k, m]) =>
        quoteForm.setError(k as (typeof QUOTE_FIELDS)[number], { type: 'server', message: m.join(' ') }),
      );
      return;
    }
    if (onAvailability) {
      availabilityForm.setError('availability_hours', { type: 'server', message: onAvailability[1].join(' ') });
      return;
    }
    void navigate(paths.error, { replace: true });
  };

  const handleSubmit = (a: AvailabilityForm) => {
    if (!quote) return;
    submit.mutate(bodyOf(quote, a), { onSuccess: () => void navigate(paths.success, { replace: true }), onError: handleError });
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('request.title', { number: info.order_number })}
      </Title>
      <RequestSummary info={info} />
      {info.already_quoted ? (
        <Alert color="orange" data-testid="already-quoted">
          {t('form.alreadyQuoted')}
        </Alert>
      ) : (
        <Card withBorder radius="md">
          {view === 1 ? (
            <QuoteFormView
              info={info}
              form={quoteForm}
              onNext={(v) => {
                setQuote(v);
                setView(2);
              }}
            />
          ) : (
            <AvailabilityFormView
              form={availabilityForm}
              onBack={() => setView(1)}
              onSubmit={handleSubmit}
              submitting={submit.isPending}
            />
          )}
        </Card>
      )}
      {!info.already_quoted && (
        <Group>
          <Button component={Link} to={paths.decline} variant="subtle" color="red" mih={44} data-testid="go-decline">
            {t('form.decline')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
