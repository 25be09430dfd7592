import { useState } from 'react';
import { Anchor, Button, Group, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUEL_CLAIM_REASON_MAX, type AdminFuelFeeClaimRow } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { ApiError } from '../../../lib/api-client';

const NS = 'order-requests';
const REASON_MIN = 5;

/**
 * The admin decides a fuel-fee claim with the receipt in front of him: the receipt (shown when it is an
 * image, always behind a link), the amount against the fee the customer paid, and what the decision does.
 * Refusing needs a reason the carrier reads.
 */
export const DecideFuelClaimModal = ({
  claim,
  approve,
  loading,
  error,
  onClose,
  onDecide,
}: {
  claim: AdminFuelFeeClaimRow;
  approve: boolean;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  onDecide: (reason: string) => void;
}) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const localError = !approve && touched && trimmed.length < REASON_MIN ? t('validation:tooShort') : null;
  const serverError = error instanceof ApiError && error.errors?.reason?.[0] ? t(`validation:${error.errors.reason[0]}`) : null;
  const extra = Math.max(claim.amount - claim.order_fuel_fee, 0);
  const submit = () => {
    setTouched(true);
    if (!approve && trimmed.length < REASON_MIN) return;
    onDecide(trimmed);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t(`${NS}:close`) }}
      title={t(approve ? `${NS}:fuel.approveTitle` : `${NS}:fuel.refuseTitle`, { number: claim.order_number })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t(`${NS}:fuel.amountLine`, { amount: f.money(claim.amount), fee: f.money(claim.order_fuel_fee) })}</Text>
        {claim.receipt ? (
          <Stack gap={4}>
            {claim.receipt.mime_type.startsWith('image/') && (
              <Image src={claim.receipt.url} alt={t(`${NS}:fuel.receiptAlt`)} radius="sm" mah={320} fit="contain" />
            )}
            <Anchor href={claim.receipt.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {t(`${NS}:fuel.openReceipt`, { name: claim.receipt.file_name })}
            </Anchor>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`${NS}:fuel.noReceipt`)}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {approve
            ? t(`${NS}:fuel.approveConsequence`, { extra: f.money(extra) })
            : t(`${NS}:fuel.refuseConsequence`, { fee: f.money(claim.order_fuel_fee) })}
        </Text>
        <Textarea
          label={t(approve ? `${NS}:fuel.noteLabel` : `${NS}:fuel.reasonLabel`)}
          required={!approve}
          value={reason}
          maxLength={FUEL_CLAIM_REASON_MAX}
          autosize
          minRows={2}
          error={localError ?? serverError}
          onBlur={() => setTouched(true)}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" mih={40} onClick={onClose}>
            {t(`${NS}:close`)}
          </Button>
          <Button color={approve ? undefined : 'red.9'} mih={40} loading={loading} onClick={submit}>
            {t(approve ? `${NS}:fuel.approve` : `${NS}:fuel.refuse`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
