import { useEffect, useMemo } from 'react';
import { Input, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadStripe } from '@stripe/stripe-js';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { cardErrorField } from '@routier/domain';
import type { CardGateway } from './card-gateway';

type Props = {
  publishableKey: string;
  /** the form calls these to tokenize the card and to authenticate a payment */
  onReady: (gateway: CardGateway | null) => void;
  /** the card was edited: a new payment attempt */
  onCardChange: () => void;
};

const FIELD_OF = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc', global: 'card_number' } as const;

const frame = { padding: '10px 12px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, minHeight: 40 };

const StripeFields = ({ onReady, onCardChange }: Omit<Props, 'publishableKey'>) => {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return onReady(null);
    onReady({
      tokenize: async (holder) => {
        const card = elements.getElement(CardNumberElement);
        if (!card) return { field: 'card_number', code: 'invalid_number' };
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: holder },
        });
        if (error || !paymentMethod)
          return { field: FIELD_OF[cardErrorField(error?.code ?? '')], code: error?.code ?? 'processing_error' };
        return { token: paymentMethod.id };
      },
      authenticate: async (challenge) => {
        const { error } = await stripe.handleNextAction({ clientSecret: challenge.client_secret });
        return !error;
      },
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('card.number')} required>
        <div style={frame}>
          <CardNumberElement onChange={onCardChange} options={{ showIcon: true }} />
        </div>
      </Input.Wrapper>
      <SimpleGrid cols={2}>
        <Input.Wrapper label={t('card.expiry')} required>
          <div style={frame}>
            <CardExpiryElement onChange={onCardChange} />
          </div>
        </Input.Wrapper>
        <Input.Wrapper label={t('card.cvc')} required>
          <div style={frame}>
            <CardCvcElement onChange={onCardChange} />
          </div>
        </Input.Wrapper>
      </SimpleGrid>
    </Stack>
  );
};

/**
 * A new card's number, expiry and cvc through Stripe Elements (Stripe's iframes: the number never touches our page or server);
 * loaded only when the server is configured with Stripe.
 */
export const StripeCardFields = ({ publishableKey, ...props }: Props) => {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: i18n.language.startsWith('fr') ? 'fr-CA' : 'en' }}>
      <StripeFields {...props} />
    </Elements>
  );
};
