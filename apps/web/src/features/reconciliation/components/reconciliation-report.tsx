import type { ReconciliationMismatch } from '@routier/domain';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { errorMessage } from '../../../components/feedback';
import { useReconciliation } from '../api/get-reconciliation';

const Mismatch = ({ m }: { m: ReconciliationMismatch }) => {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{t(`reconciliation.kind.${m.kind}`, { defaultValue: m.kind })}</Text>
        {m.order_number && <Badge variant="light">{m.order_number}</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt={4}>
        {m.expected !== null && (
          <Text size="sm">
            {t('reconciliation.expected')}: {money(m.expected)}
          </Text>
        )}
        {m.actual !== null && (
          <Text size="sm">
            {t('reconciliation.actual')}: {money(m.actual)}
          </Text>
        )}
        {m.coupon_id !== null && <Text size="sm">{t('reconciliation.coupon', { id: m.coupon_id })}</Text>}
        {m.payment_intent_id && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('reconciliation.intent')}: {m.payment_intent_id}
          </Text>
        )}
      </SimpleGrid>
    </Card>
  );
};

/** The money invariant, checked now: nothing listed means every charge, payment, order total and coupon agree. */
export const ReconciliationReportView = () => {
  const { t } = useTranslation('admin');
  const { date } = useFormatters();
  const report = useReconciliation();
  if (report.isPending) return <Loader aria-label={t('reconciliation.loading')} />;
  if (report.isError) return <Alert color="red">{errorMessage(report.error)}</Alert>;
  const r = report.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('reconciliation.summary', {
            at: date(r.checked_at),
            orders: r.orders_checked,
            payments: r.payments_checked,
            gateway: t(`reconciliation.gateway.${r.gateway}`),
          })}
        </Text>
        <Button variant="default" mih={44} onClick={() => void report.refetch()} loading={report.isFetching}>
          {t('reconciliation.refresh')}
        </Button>
      </Group>
      {r.mismatches.length === 0 ? (
        <Alert color="green" title={t('reconciliation.allGood')}>
          {t('reconciliation.allGoodBody')}
        </Alert>
      ) : (
        <>
          <Alert color="red" title={t('reconciliation.found', { count: r.mismatches.length })}>
            {t('reconciliation.foundBody')}
          </Alert>
          <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {r.mismatches.map((m, i) => (
              <Mismatch key={`${m.kind}-${m.order_id ?? ''}-${m.payment_intent_id ?? ''}-${i}`} m={m} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
};
