import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FuelFeeClaim } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { useJobFuelClaims } from '../../api/fuel-fee-claims';
import { SheetSection } from '../../../../components/order-sheet';

const LOOK = {
  pending: { color: 'dark.7', variant: 'filled' },
  approved: { color: 'teal.9', variant: 'outline' },
  refused: { color: 'red.9', variant: 'outline' },
} as const;

/** The fuel fees the company claimed at delivery: waiting for an admin, approved or refused (with the reason). */
export const JobFuelClaims = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const claims = useJobFuelClaims(orderId);
  const rows: FuelFeeClaim[] = claims.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <SheetSection title={t('job-page:fuelClaims.title')} id="job-fuel-claims">
      <List listStyleType="none" spacing="xs" p={0} data-testid="job-fuel-claims">
        {rows.map((c) => (
          <List.Item key={c.id}>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t('job-page:fuelClaims.amount', { amount: f.money(c.amount), fee: f.money(c.order_fuel_fee) })}
                </Text>
                <Badge {...LOOK[c.status]}>
                  {t(`job-page:fuelClaims.status.${c.status === 'approved' && c.automatic ? 'automatic' : c.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {c.status === 'pending'
                  ? t('job-page:fuelClaims.pendingHint')
                  : t('job-page:fuelClaims.decidedOn', { date: f.date(c.decided_at) })}
              </Text>
              {c.status === 'refused' && c.reason && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('job-page:fuelClaims.reason', { reason: c.reason })}
                </Text>
              )}
            </Stack>
          </List.Item>
        ))}
      </List>
    </SheetSection>
  );
};
