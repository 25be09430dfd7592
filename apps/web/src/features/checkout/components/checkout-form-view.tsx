import { useCallback, useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sandboxToken, type CheckoutDetails, type CheckoutResult } from '@routier/domain';
import type { WizardStepProps } from '../../../components/order-wizard/wizard-step';
import { CheckboxField, FormErrorSummary } from '../../../components/form';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { errorMessage, notifyOnce } from '../../../components/feedback';
import { useErrorText } from '../../../components/form';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import type { CheckoutChoice } from '../api/get-checkout';
import { usePlaceOrder, type PlaceOrderBody } from '../api/place-order';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { BookingIncomplete, incompleteStepOf } from './booking-incomplete';
import { BusinessFields } from './business-fields';
import { GuestContactFields } from './guest-contact-fields';
import type { CardGateway } from './card-gateway';
import { checkoutBody, emptyCheckoutForm, formFieldOf, type CheckoutFormValues } from './checkout-form';
import { checkoutResolver } from './form-resolvers';
import { OrderSummary } from './order-summary';
import { PriceBreakdownTable } from '../../../components/price-breakdown/price-breakdown';
import { PaymentSection } from './payment-section';
import { ThreeDSecureChallenge } from './three-d-secure';

type Props = WizardStepProps & {
  details: CheckoutDetails;
  choice: CheckoutChoice;
  onChoiceChange: (choice: CheckoutChoice) => void;
  refreshing: boolean;
};

type Challenge = { payment_intent_id: string; client_secret: string };

const nonce = () => Math.random().toString(36).slice(2, 12).padEnd(6, '0');

export const CheckoutForm = ({
  order,
  onNext,
  onBack,
  onGoToStep,
  readOnly,
  guest,
  details,
  choice,
  onChoiceChange,
  refreshing,
}: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const { money } = useFormatters();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const business = details.business_details;
  const needsBusiness = Boolean(business && !business.is_filled);
  const stripeMode = details.payment_provider === 'stripe';
  const resolver = checkoutResolver(needsBusiness, !stripeMode, guest !== null);
  useLazyResolver(resolver);
  const defaultCard = details.cards.find((c) => c.default_source) ?? details.cards[0];
  const form = useForm<CheckoutFormValues>({
    defaultValues: emptyCheckoutForm(defaultCard ? String(defaultCard.card_id) : 'new'),
    // The schema checks the consents are true and the business when needed; its input is the form's values.
    resolver: resolver as unknown as Resolver<CheckoutFormValues>,
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const place = usePlaceOrder(order.id, guest, order.is_auto_dispatch);
  const key = useIdempotencyKey();
  const attempt = useRef<{ fingerprint: string; token: string | null }>({ fingerprint: '', token: null });
  const pending = useRef<PlaceOrderBody | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const stripeGateway = useRef<CardGateway | null>(null);
  const cardEdits = useRef(0);
  const handleStripeReady = useCallback((gateway: CardGateway | null) => {
    stripeGateway.current = gateway;
  }, []);
  const handleCardChange = useCallback(() => {
    cardEdits.current += 1;
  }, []);

  const handleResult = async (result: CheckoutResult, body: PlaceOrderBody) => {
    if (result.status === 'succeeded') return onNext();
    const asked = { payment_intent_id: result.payment_intent_id, client_secret: result.client_secret };
    pending.current = body;
    if (!stripeMode) return setChallenge(asked);
    // Stripe.js shows the bank's authentication itself; then the order is sent again with the intent.
    const authenticated = (await stripeGateway.current?.authenticate(asked)) ?? false;
    if (!authenticated) {
      endAttempt();
      return setError('card_number', { type: 'server', message: 'authentication_failed' });
    }
    send({ ...body, payment_intent_id: asked.payment_intent_id });
  };

  /** The server refused the attempt (a card error, a 409…): the next submit is a new attempt, with a new key. */
  const endAttempt = () => {
    attempt.current = { fingerprint: '', token: null };
  };

  const handleError = (error: unknown) => {
    // a refusal (4xx) ends the attempt; a network failure or a server error may have charged: the next submit
    // retries it with the same key, and the server answers what happened
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) endAttempt();
    if (error instanceof ApiError && (error.message === 'quote.already_expired' || error.errors?.quote)) {
      notifyOnce({ color: 'red', title: t('common:error'), message: errorText('quoteExpired') });
      return navigate(paths.autoDispatchQuotes(order.id));
    }
    const fields = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
    if (fields.length === 0) return notifyOnce({ color: 'red', title: t('common:error'), message: errorMessage(error) });
    fields.forEach(([field, messages], i) =>
      setError(
        formFieldOf(field, guest !== null) as 'card_number',
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: i === 0 },
      ),
    );
  };

  const send = (body: PlaceOrderBody): void =>
    place.mutate(body, { onSuccess: (r) => void handleResult(r, body), onError: handleError });

  /** A new card's token: made in the browser by the sandbox's rules or by Stripe.js; null after a card error. */
  const tokenOf = async (v: CheckoutFormValues): Promise<string | null> => {
    if (!stripeMode) return sandboxToken({ number: v.card_number, expiry: v.card_expiry, cvc: v.card_cvc }, nonce());
    setTokenizing(true);
    try {
      const made = await stripeGateway.current?.tokenize(v.cardholder_name);
      if (made && 'token' in made) return made.token;
      setError(made?.field ?? 'card_number', { type: 'server', message: made?.code ?? 'processing_error' });
      return null;
    } finally {
      setTokenizing(false);
    }
  };

  // the API's booking rule: an incomplete order is not sent, the step to finish is named
  const incompleteStep = incompleteStepOf(order);

  const handlePlace = async (v: CheckoutFormValues) => {
    if (incompleteStep !== null) return;
    const card = stripeMode ? `edit-${cardEdits.current}` : [v.card_number, v.card_expiry, v.card_cvc].join('|');
    const fingerprint = [v.paid_with_card, v.card_choice, card, v.coupon_id].join('|');
    if (fingerprint !== attempt.current.fingerprint) {
      // Another card or payment choice, or a submit after a refusal, is a new attempt: a new key, a new token;
      // the same one after a network failure is a retry.
      const newCard = v.paid_with_card && v.card_choice === 'new';
      const token = newCard ? await tokenOf(v) : null;
      if (newCard && !token) return;
      key.renew();
      attempt.current = { fingerprint, token };
    }
    const body = checkoutBody(v, needsBusiness, key.current());
    if (v.paid_with_card)
      body.card = attempt.current.token
        ? { token: attempt.current.token, cardholder_name: v.cardholder_name, save: v.save_card }
        : { card_id: Number(v.card_choice) };
    body.is_express_before_noon = details.is_express_before_noon;
    // a guest: where the confirmation goes, in the page's language
    if (guest) Object.assign(body, v.guest_contact, { lang: i18n.language === 'fr' ? 'fr' : 'en' });
    send(body);
  };

  const handleChallengeDone = (succeeded: boolean) => {
    const body = pending.current;
    const intent = challenge?.payment_intent_id;
    setChallenge(null);
    if (!body || !intent) return;
    if (!succeeded) {
      endAttempt();
      return setError('card_number', { type: 'server', message: 'authentication_failed' });
    }
    send({ ...body, payment_intent_id: intent });
  };

  const handleMethodChange = (paidWithCard: boolean) => {
    setValue('paid_with_card', paidWithCard);
    setValue('agree_with_terms', false);
    setValue('dry_run_fee_terms', false);
    onChoiceChange({ ...choice, paid_with_card: paidWithCard });
  };

  const couponOptions = details.coupons.map((c) => ({
    value: String(c.id),
    label: t('coupon.option', { amount: money(c.amount) }),
  }));
  const locationOptions = [
    { value: 'main', label: t('franchise.main', { name: business?.name ?? '' }) },
    ...(business?.franchise_locations ?? []).map((l) => ({ value: String(l.id), label: `${l.name} — ${l.address}` })),
  ];

  return (
    <form onSubmit={(event) => void handleSubmit(handlePlace)(event)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('title')}
            </Title>
            {details.payment_provider === 'sandbox' && (
              <Alert color="yellow" variant="light" title={t('testMode.title')} data-testid="payments-test-mode">
                {t('testMode.body')}
              </Alert>
            )}
            <OrderSummary order={order} />
            {needsBusiness && <BusinessFields control={control} />}
            {guest && <GuestContactFields control={control} />}
            {business && business.franchise_locations.length > 0 && (
              <Select
                label={t('franchise.label')}
                data={locationOptions}
                defaultValue="main"
                allowDeselect={false}
                onChange={(v) => setValue('franchise_location_id', v && v !== 'main' ? Number(v) : null)}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder padding="md" aria-busy={refreshing}>
              <Title order={3} size="h4" mb="xs">
                {t('price.title')}
              </Title>
              {couponOptions.length > 0 && (
                <Select
                  label={t('coupon.label')}
                  placeholder={t('coupon.none')}
                  data={couponOptions}
                  clearable
                  mb="sm"
                  onChange={(v) => {
                    const id = v ? Number(v) : null;
                    setValue('coupon_id', id);
                    onChoiceChange({ ...choice, coupon_id: id });
                  }}
                />
              )}
              <PriceBreakdownTable breakdown={details.price_breakdown} />
            </Card>
            <PaymentSection
              control={control}
              cards={details.cards}
              canPayWithInvoice={Boolean(business?.can_pay_with_invoice)}
              onMethodChange={handleMethodChange}
              provider={details.payment_provider}
              publishableKey={details.stripe_publishable_key}
              onStripeReady={handleStripeReady}
              onCardChange={handleCardChange}
              canSaveCard={guest === null}
            />
            <CheckboxField
              control={control}
              name="agree_with_terms"
              label={
                <Trans
                  t={t}
                  i18nKey="consent.terms"
                  components={{ terms: <Anchor component={Link} to={paths.terms} target="_blank" inherit /> }}
                />
              }
            />
            <CheckboxField control={control} name="dry_run_fee_terms" label={t('consent.dryRun')} />
            {incompleteStep !== null && <BookingIncomplete step={incompleteStep} onGoToStep={onGoToStep} />}
            <FormErrorSummary errors={formState.errors} />
            {readOnly && <Alert color="blue">{t('readOnly')}</Alert>}
            {stripeMode && <Text size="sm">{t('payment.stripe')}</Text>}
            <Group justify="space-between">
              <Button variant="default" mih={44} onClick={onBack}>
                {t('back')}
              </Button>
              <Button type="submit" mih={44} loading={place.isPending || tokenizing} disabled={incompleteStep !== null}>
                {t('placeOrder', { total: money(details.price_breakdown.total) })}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <ThreeDSecureChallenge challenge={challenge} onDone={handleChallengeDone} />
    </form>
  );
};
