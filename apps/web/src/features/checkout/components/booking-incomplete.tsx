import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { assertBookable, businessToday, incompleteBookingStep, OrderStatus, type OrderDetail } from '@routier/domain';

/**
 * The API's booking rule (domain assertBookable) on the order as loaded: the wizard step holding the first
 * missing or invalid part (1 addresses, 2 vehicles, 4 contacts), or null when the order may be placed. An
 * auto-dispatch order keeps the start date its carrier quoted on.
 */
export const incompleteStepOf = (order: OrderDetail, now: Date = new Date()) =>
  incompleteBookingStep(
    assertBookable(order, {
      today: businessToday(now),
      allowPastStart: order.status === OrderStatus.AutoDispatchPending,
    }),
  );

const STEP_KEYS: Record<number, string> = { 1: 'addresses', 2: 'vehicles', 4: 'contacts' };

/** Says which step is incomplete, with a way back to it when the page can go there. */
export const BookingIncomplete = ({ step, onGoToStep }: { step: number; onGoToStep?: (step: number) => void }) => {
  const { t } = useTranslation('checkout');
  const name = t(`incomplete.steps.${STEP_KEYS[step] ?? 'contacts'}`);
  return (
    <Alert color="orange" title={t('incomplete.title')} data-testid="booking-incomplete">
      <Text size="sm">{t('incomplete.text', { step: name })}</Text>
      {onGoToStep && (
        <Button variant="light" size="xs" mt="xs" mih={36} onClick={() => onGoToStep(step)}>
          {t('incomplete.go', { step: name })}
        </Button>
      )}
    </Alert>
  );
};
