import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUEL_CLAIM_REASON_MAX, type AdminFuelFeeClaimRow } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { errorMessage } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { useDecideClaim } from '../api/order-money';

const REASON_MIN = 5;

/** Approve or refuse a fuel-fee claim with its receipt at hand; refusing needs the reason the carrier reads. */
export const ClaimDecisionModal = ({
  claim,
  approve,
  onClose,
}: {
  claim: AdminFuelFeeClaimRow;
  approve: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const decide = useDecideClaim();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const localError = !approve && touched && trimmed.length < REASON_MIN ? t('validation:tooShort') : null;
  const fieldErrors = decide.error instanceof ApiError ? decide.error.errors : undefined;
  const serverError = fieldErrors?.reason?.[0] ? t(`validation:${fieldErrors.reason[0]}`) : null;
  const otherError = decide.error && !fieldErrors ? errorMessage(decide.error) : null;
  const extra = Math.max(claim.amount - claim.order_fuel_fee, 0);
  const submit = () => {
    setTouched(true);
    if (!approve && trimmed.length < REASON_MIN) return;
    decide.mutate({ id: claim.id, approve, reason: trimmed }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t(approve ? 'admin:money.claimApproveTitle' : 'admin:money.claimRefuseTitle', { number: claim.order_number })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('admin:money.claimLine', { amount: f.money(claim.amount), fee: f.money(claim.order_fuel_fee) })}</Text>
        {claim.receipt ? (
          <Anchor href={claim.receipt.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {t('admin:money.openReceipt', { name: claim.receipt.file_name })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin:money.noReceipt')}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {approve
            ? t('admin:money.claimApproveConsequence', { extra: f.money(extra) })
            : t('admin:money.claimRefuseConsequence', { fee: f.money(claim.order_fuel_fee) })}
        </Text>
        <Textarea
          label={t(approve ? 'admin:money.claimNote' : 'admin:money.claimReason')}
          required={!approve}
          value={reason}
          maxLength={FUEL_CLAIM_REASON_MAX}
          autosize
          minRows={2}
          error={localError ?? serverError}
          onBlur={() => setTouched(true)}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {otherError && (
          <Text size="sm" c="red.8" role="alert">
            {otherError}
          </Text>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" mih={40} onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button color={approve ? undefined : 'red.9'} mih={40} loading={decide.isPending} onClick={submit}>
            {t(approve ? 'admin:money.claimApprove' : 'admin:money.claimRefuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
