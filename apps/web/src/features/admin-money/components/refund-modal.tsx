import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardLabel } from './card-label';
import { REFUND_REASON_MAX, type MoneyPayment } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { errorMessage } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { useRefundPayment } from '../api/order-money';

const REASON_MIN = 5;

/** A fresh key per opened modal: a retry of the same refund (after a timeout) never refunds twice. */
const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * The operator gives back part or all of a card payment: the amount (at most what remains refundable), a
 * reason the customer reads, and what it does stated before it is done.
 */
export const RefundModal = ({ payment, onClose }: { payment: MoneyPayment; onClose: () => void }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const refund = useRefundPayment();
  const [key] = useState(newKey);
  const [amount, setAmount] = useState<number | ''>(payment.refundable);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : 0;
  const amountError =
    touched && (cents <= 0 || cents > Math.round(payment.refundable * 100))
      ? t('admin:money.refundAmountRange', { max: f.money(payment.refundable) })
      : null;
  const reasonError = touched && reason.trim().length < REASON_MIN ? t('validation:tooShort') : null;
  const fieldErrors = refund.error instanceof ApiError ? refund.error.errors : undefined;
  const serverAmount = fieldErrors?.amount_cents?.[0] ? t(`validation:${fieldErrors.amount_cents[0]}`) : null;
  const serverReason = fieldErrors?.reason?.[0] ? t(`validation:${fieldErrors.reason[0]}`) : null;
  const otherError = refund.error && !fieldErrors ? errorMessage(refund.error) : null;
  const submit = () => {
    setTouched(true);
    if (cents <= 0 || cents > Math.round(payment.refundable * 100) || reason.trim().length < REASON_MIN) return;
    refund.mutate(
      { paymentId: payment.id, amount_cents: cents, reason: reason.trim(), idempotency_key: key },
      { onSuccess: onClose },
    );
  };
  const card = cardLabel(t, payment);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t('admin:money.refundTitle', { number: payment.order_number ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t('admin:money.refundableLine', { paid: f.money(payment.amount), refundable: f.money(payment.refundable) })}
        </Text>
        <NumberInput
          label={t('admin:money.refundAmount')}
          value={amount}
          onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
          min={0.01}
          max={payment.refundable}
          decimalScale={2}
          leftSection="$"
          hideControls
          required
          error={amountError ?? serverAmount}
        />
        <Textarea
          label={t('admin:money.refundReason')}
          description={t('admin:money.refundReasonHint')}
          required
          value={reason}
          maxLength={REFUND_REASON_MAX}
          autosize
          minRows={2}
          error={reasonError ?? serverReason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Text size="sm" fw={600}>
          {t('admin:money.refundConsequence', { amount: f.money(cents / 100), card })}
        </Text>
        {otherError && (
          <Text size="sm" c="red.8" role="alert">
            {otherError}
          </Text>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" mih={40} onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button color="red.9" mih={40} loading={refund.isPending} onClick={submit}>
            {t('admin:money.refundConfirm', { amount: f.money(cents / 100) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
