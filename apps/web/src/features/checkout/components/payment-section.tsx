import { lazy, Suspense } from 'react';
import { Radio, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { PaymentProvider, SavedCard } from '@routier/domain';
import type { CardGateway } from './card-gateway';
import { CheckboxField, TextField } from '../../../components/form';
import { CardFields } from './card-fields';
import type { CheckoutFormValues } from './checkout-form';

// Stripe's SDK loads only when the server is configured with Stripe.
const StripeCardFields = lazy(() => import('./stripe-card-fields').then((m) => ({ default: m.StripeCardFields })));

type Props = {
  provider: PaymentProvider;
  publishableKey: string | null;
  onStripeReady: (gateway: CardGateway | null) => void;
  onCardChange: () => void;
  control: Control<CheckoutFormValues>;
  cards: SavedCard[];
  canPayWithInvoice: boolean;
  /** switching card ↔ invoice clears both consents (spec §4) and starts a new payment attempt */
  onMethodChange: (paidWithCard: boolean) => void;
  /** guests cannot keep a card */
  canSaveCard?: boolean;
};

/** Card or invoice (invoice only for businesses allowed to), saved cards or a new card. */
export const PaymentSection = ({
  control,
  cards,
  canPayWithInvoice,
  onMethodChange,
  provider,
  publishableKey,
  onStripeReady,
  onCardChange,
  canSaveCard = true,
}: Props) => {
  const { t } = useTranslation('checkout');
  const paidWithCard = useWatch({ control, name: 'paid_with_card' });
  const { field: choice } = useController({ control, name: 'card_choice' });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('payment.title')}
      </Title>
      {canPayWithInvoice && (
        <SegmentedControl
          aria-label={t('payment.method')}
          value={paidWithCard ? 'card' : 'invoice'}
          onChange={(v) => onMethodChange(v === 'card')}
          data={[
            { value: 'card', label: t('payment.card') },
            { value: 'invoice', label: t('payment.invoice') },
          ]}
        />
      )}
      {!paidWithCard ? (
        <Text size="sm">{t('payment.invoiceHint')}</Text>
      ) : (
        <>
          {cards.length > 0 && (
            <Radio.Group label={t('payment.savedCards')} value={choice.value} onChange={choice.onChange}>
              <Stack gap="xs" mt="xs">
                {cards.map((c) => (
                  <Radio
                    key={c.card_id}
                    value={String(c.card_id)}
                    label={t('payment.savedCard', { brand: t(`card.brand.${c.brand}`), last: c.last })}
                  />
                ))}
                <Radio value="new" label={t('payment.newCard')} />
              </Stack>
            </Radio.Group>
          )}
          {choice.value === 'new' && (
            <>
              {provider === 'stripe' && publishableKey ? (
                <Suspense fallback={<Skeleton h={180} />}>
                  <TextField control={control} name="cardholder_name" label={t('card.holder')} autoComplete="cc-name" required />
                  <StripeCardFields publishableKey={publishableKey} onReady={onStripeReady} onCardChange={onCardChange} />
                </Suspense>
              ) : (
                <CardFields control={control} />
              )}
              {canSaveCard && <CheckboxField control={control} name="save_card" label={t('payment.saveCard')} />}
            </>
          )}
        </>
      )}
    </Stack>
  );
};
