import { useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { WizardStepProps } from '../../../components/order-wizard/wizard-step';
import { ListError } from '../../../components/data-table/list-error';
import { useCheckout, type CheckoutChoice } from '../api/get-checkout';
import { CheckoutForm } from './checkout-form-view';

/**
 * Wizard step 5 (index 4): the order's summary with its map, the price summary, business details when not
 * filled, franchise location, coupon, card or invoice, both consents, and the place-order button.
 */
export const ConfirmAndPayStep = (props: WizardStepProps) => {
  const [choice, setChoice] = useState<CheckoutChoice>({ coupon_id: null, paid_with_card: true });
  const checkout = useCheckout(props.order.id, choice);
  if (checkout.isError && !checkout.data) return <ListError onRetry={() => void checkout.refetch()} />;
  if (!checkout.data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={240} radius="md" />
        <Skeleton h={160} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
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
