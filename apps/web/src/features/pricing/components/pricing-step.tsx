import { Suspense, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShippingMethod } from '@routier/domain';
import type { WizardStepProps } from '../../../components/order-wizard/wizard-step';
import { ListError } from '../../../components/data-table/list-error';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { notifyOnce, errorMessage } from '../../../components/feedback';
import { useErrorText } from '../../../components/form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePricingOptions } from '../api/get-pricing-options';
import { useSavePricingOption } from '../api/save-pricing-option';
import { PricingOptionCard } from './pricing-option-card';
import { QuoteRequest, QuoteRequestSent } from './quote-request';

type Mode = { kind: 'options' } | { kind: 'quote'; method: ShippingMethod | null } | { kind: 'sent' };

/**
 * Wizard step 3 (index 2): each method's price and ETA with an express toggle, accept, request quote, the
 * reasons a method is not offered, and a notice when none is. A price is saved only on an order the customer
 * may edit (spec §2); an admin-created order just moves on, except for the operator who prepares it.
 */
const PricingStepView = ({ order, onNext, onBack, readOnly, guest, onQuoteRequested, operator = false }: WizardStepProps) => {
  const { t } = useTranslation('pricing');
  const { date, number } = useFormatters();
  const errorText = useErrorText();
  const options = usePricingOptions(order.id, guest);
  const save = useSavePricingOption(order.id, guest);
  const [mode, setMode] = useState<Mode>({ kind: 'options' });
  const [express, setExpress] = useState<Record<number, boolean>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const locked = readOnly || (order.is_created_by_admin && !operator) || !order.is_editable;

  const handleAccept = (method: ShippingMethod) => {
    if (locked) return onNext();
    setSaving(method);
    save.mutate(
      { shipping_method: method, is_express: Boolean(express[method]) },
      {
        onSuccess: () => onNext(),
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors?.shipping_method?.[0] : undefined;
          notifyOnce({ color: 'red', title: t('common:error'), message: field ? errorText(field) : errorMessage(error) });
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  if (mode.kind === 'sent') return <QuoteRequestSent orderId={order.id} />;
  if (mode.kind === 'quote' && options.data)
    return (
      <QuoteRequest
        orderId={order.id}
        method={mode.method}
        minDelivery={options.data.min_delivery}
        onCancel={() => setMode({ kind: 'options' })}
        onSent={() => {
          onQuoteRequested?.();
          setMode({ kind: 'sent' });
        }}
      />
    );

  const data = options.data;
  const available = data?.pricing_options.filter((o) => o.is_available) ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        {data?.data.distance != null && <Text size="sm">{t('distance', { km: number(data.data.distance) })}</Text>}
      </div>
      {locked && <Alert color="blue">{t('readOnly')}</Alert>}
      {options.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {options.isError && <ListError onRetry={() => void options.refetch()} />}
      {data && available.length === 0 && (
        <Alert color="yellow" title={t('noOptions')} role="status">
          {/* no automatic price (e.g. a non-running car past 700 km): carriers can still quote (decision 058) */}
          <Stack gap="sm">
            <Text size="sm">{guest ? t('noOptionsGuestHint') : t('noOptionsQuoteHint')}</Text>
            {guest ? (
              <Group gap="sm">
                <Button component={Link} to={paths.login} mih={44}>
                  {t('signIn')}
                </Button>
                <Button component={Link} to={paths.register} variant="default" mih={44}>
                  {t('register')}
                </Button>
              </Group>
            ) : (
              !locked && (
                <Group>
                  <Button mih={44} onClick={() => setMode({ kind: 'quote', method: null })}>
                    {t('requestQuote')}
                  </Button>
                </Group>
              )
            )}
          </Stack>
        </Alert>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.pricing_options.map((option) => (
            <PricingOptionCard
              key={option.shipping_method}
              option={option}
              express={Boolean(express[option.shipping_method])}
              onExpressChange={(on) => setExpress((e) => ({ ...e, [option.shipping_method]: on }))}
              onAccept={() => handleAccept(option.shipping_method)}
              // spec §6: quote requests are only for registered users
              onRequestQuote={guest ? null : () => setMode({ kind: 'quote', method: option.shipping_method })}
              busy={saving === option.shipping_method}
            />
          ))}
        </SimpleGrid>
      )}
      {data && (
        <Text size="sm" c="dimmed">
          {t('timeframes', {
            one: date(data.timeframe_1_label),
            three: date(data.timeframe_3_label),
            seven: date(data.timeframe_7_label),
          })}
        </Text>
      )}
      <Group>
        <Button variant="default" mih={44} onClick={onBack}>
          {t('back')}
        </Button>
      </Group>
    </Stack>
  );
};

const StepSkeleton = () => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} h={220} radius="md" />
    ))}
  </SimpleGrid>
);

/** The step's texts load with it (a lazy namespace): a skeleton until then. */
export const PricingStep = (props: WizardStepProps) => (
  <Suspense fallback={<StepSkeleton />}>
    <PricingStepView {...props} />
  </Suspense>
);
