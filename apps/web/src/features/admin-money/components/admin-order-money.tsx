import { useState } from 'react';
import { Anchor, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardLabel } from './card-label';
import type { AdminFuelFeeClaimRow, MoneyPayment } from '@routier/domain';
import { ListError } from '../../../components/data-table/list-error';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { useOrderMoney } from '../api/order-money';
import { ClaimDecisionModal } from './claim-decision-modal';
import { RefundModal } from './refund-modal';

const Heading = ({ children }: { children: string }) => (
  <Text size="sm" fw={700} component="h3" m={0}>
    {children}
  </Text>
);

/** One charge: amount, card, what was given back and each refund; the refund action while some remains. */
const PaymentLine = ({ payment, onRefund }: { payment: MoneyPayment; onRefund: () => void }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const card = cardLabel(t, payment);
  return (
    <Stack gap={4} data-testid={`payment-${payment.id}`}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm">
          {t(payment.provider === 'invoice' ? 'admin:money.chargeInvoice' : 'admin:money.charge', {
            amount: f.money(payment.amount),
            card,
            date: f.date(payment.created_at),
          })}
        </Text>
        {payment.refundable > 0 && (
          <Button size="xs" variant="outline" color="red.9" mih={32} onClick={onRefund}>
            {t('admin:money.refund')}
          </Button>
        )}
      </Group>
      {payment.refunded > 0 && (
        <Text size="sm">
          {t('admin:money.refundedLine', {
            refunded: f.money(payment.refunded),
            kept: f.money(payment.amount - payment.refunded),
          })}
        </Text>
      )}
      {payment.refunds.map((r) => (
        <Text size="sm" key={r.id} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t(r.status === 'refunded' ? 'admin:money.refundMade' : 'admin:money.refundPending', {
            amount: f.money(r.amount),
            reason: r.reason,
            name: r.requested_by_name ?? '—',
            date: f.date(r.created_at),
          })}
        </Text>
      ))}
    </Stack>
  );
};

const ClaimLine = ({ claim, onDecide }: { claim: AdminFuelFeeClaimRow; onDecide: (approve: boolean) => void }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Stack gap={4} data-testid={`fuel-claim-${claim.id}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('admin:money.claimLine', { amount: f.money(claim.amount), fee: f.money(claim.order_fuel_fee) })}</Text>
        <Badge
          variant="outline"
          color={claim.status === 'approved' ? 'teal.9' : claim.status === 'refused' ? 'red.9' : 'orange.9'}
        >
          {t(`admin:money.claimStatus.${claim.status}`)}
        </Badge>
      </Group>
      {claim.receipt && (
        <Anchor href={claim.receipt.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin:money.openReceipt', { name: claim.receipt.file_name })}
        </Anchor>
      )}
      {claim.reason && (
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {claim.reason}
        </Text>
      )}
      {claim.status === 'pending' && (
        <Group gap="xs">
          <Button size="xs" mih={32} onClick={() => onDecide(true)}>
            {t('admin:money.claimApprove')}
          </Button>
          <Button size="xs" mih={32} variant="outline" color="red.9" onClick={() => onDecide(false)}>
            {t('admin:money.claimRefuse')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/**
 * The order's money on the operator's order page: its charges and refunds (with the refund action), the coupon,
 * its invoices and carrier statement, and its fuel-fee claims (with their decisions).
 */
export const AdminOrderMoney = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const money = useOrderMoney(orderId);
  const [refunding, setRefunding] = useState<MoneyPayment | null>(null);
  const [deciding, setDeciding] = useState<{ claim: AdminFuelFeeClaimRow; approve: boolean } | null>(null);
  const data = money.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="admin-order-money">
      <Title order={2} size="h4" mb="sm" id="admin-order-money">
        {t('admin:money.title')}
      </Title>
      {money.isError ? (
        <ListError onRetry={() => void money.refetch()} />
      ) : !data ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {data.total === null
              ? t('admin:money.notPriced')
              : t(data.paid_with_card ? 'admin:money.totalCard' : 'admin:money.totalInvoice', { total: f.money(data.total) })}
          </Text>
          {data.coupon && <Text size="sm">{t('admin:money.coupon', { amount: f.money(data.coupon.amount) })}</Text>}
          <Divider />
          <Heading>{t('admin:money.charges')}</Heading>
          {data.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin:money.noCharges')}
            </Text>
          ) : (
            data.payments.map((p) => <PaymentLine key={p.id} payment={p} onRefund={() => setRefunding(p)} />)
          )}
          <Divider />
          <Heading>{t('admin:money.invoices')}</Heading>
          {data.invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin:money.noInvoices')}
            </Text>
          ) : (
            data.invoices.map((i) => (
              <Text size="sm" key={i.id}>
                {t(i.kind === 'carrier' ? 'admin:money.statementLine' : 'admin:money.invoiceLine', {
                  number: i.invoice_number,
                  total: f.money(i.total),
                  paid: t(i.is_paid ? 'admin:money.paid' : 'admin:money.unpaid'),
                })}
                {i.is_dry_run ? ` ${t('admin:money.dryRun')}` : ''}
              </Text>
            ))
          )}
          <Divider />
          <Heading>{t('admin:money.fuelClaims')}</Heading>
          {data.fuel_claims.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin:money.noFuelClaims')}
            </Text>
          ) : (
            data.fuel_claims.map((c) => (
              <ClaimLine key={c.id} claim={c} onDecide={(approve) => setDeciding({ claim: c, approve })} />
            ))
          )}
        </Stack>
      )}
      {refunding && <RefundModal payment={refunding} onClose={() => setRefunding(null)} />}
      {deciding && <ClaimDecisionModal claim={deciding.claim} approve={deciding.approve} onClose={() => setDeciding(null)} />}
    </Paper>
  );
};
