import { Suspense, useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardStepProps } from '../../../components/order-wizard/wizard-step';
import { ListError } from '../../../components/data-table/list-error';
import { useCheckout, type CheckoutChoice } from '../api/get-checkout';
import { CheckoutForm } from './checkout-form-view';

/**
 * Wizard step 5 (index 4): the order's summary with its map, the price summary, business details when not
 * filled, franchise location, coupon, card or invoice, both consents, and the place-order button.
 */
const ConfirmAndPayView = (props: WizardStepProps) => {
  // Both namespaces before anything renders, so the form never suspends once it holds input.
  useTranslation(['checkout', 'pricing']);
  const [choice, setChoice] = useState<CheckoutChoice>({ coupon_id: null, paid_with_card: true });
  const checkout = useCheckout(props.order.id, choice, props.guest);
  if (checkout.isError && !checkout.data) return <ListError onRetry={() => void checkout.refetch()} />;
  if (!checkout.data) return <StepSkeleton />;
  return (
    <CheckoutForm
      {...props}
      details={checkout.data}
      choice={choice}
      onChoiceChange={setChoice}
      refreshing={checkout.isFetching}
    />
  );
};

const StepSkeleton = () => (
  <Stack gap="md" aria-busy="true">
    <Skeleton h={240} radius="md" />
    <Skeleton h={160} radius="md" />
    <Skeleton h={200} radius="md" />
  </Stack>
);

/** The step's texts load with it (lazy namespaces): a skeleton until then. */
export const ConfirmAndPayStep = (props: WizardStepProps) => (
  <Suspense fallback={<StepSkeleton />}>
    <ConfirmAndPayView {...props} />
  </Suspense>
);
