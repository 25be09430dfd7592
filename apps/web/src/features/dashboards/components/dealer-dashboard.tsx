import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealerDashboard } from '@routier/domain';
import { paths } from '../../../config/paths';
import { useDealerDashboard } from '../api/get-dashboards';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { useMonthRange } from '../hooks/use-month-range';
import { ChartSection } from './chart-section';
import { DashboardToolbar } from './dashboard-toolbar';
import { DashboardEmpty, DashboardError } from './dashboard-states';
import { DeltaLine } from './delta-line';
import { SummaryCard } from './summary-card';
import { SummaryGrid } from './summary-grid';

const TYPES = ['drive_away', 'flatbed', 'haul_away'] as const;

const isEmpty = (d: DealerDashboard) =>
  d.total_spend === 0 &&
  d.cancellation_fees === 0 &&
  d.orders_completed === 0 &&
  d.orders_in_progress === 0 &&
  d.awaiting_quotes === 0 &&
  TYPES.every((k) => d.orders_by_type[k] === 0) &&
  d.chart.every((p) => p.current_year === 0 && p.last_year === 0);

/** The dealer's dashboard (spec §3): spend, deliveries, orders by method and the spend per month. */
export const DealerDashboardView = () => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const { range, bounds, setRange } = useMonthRange();
  const query = useDealerDashboard(range);
  const d = query.data;
  const count = (n: number) => f.number(n);
  return (
    <Stack gap="md">
      <DashboardToolbar range={range} bounds={bounds} onChange={setRange} previous={d?.previous_range} />
      {query.isError && !d ? (
        <DashboardError onRetry={() => void query.refetch()} />
      ) : d && isEmpty(d) ? (
        <DashboardEmpty>
          <Text size="sm" c="dimmed">
            {t('empty.dealer')}
          </Text>
          <Button component={Link} to={paths.createOrder} mih={44}>
            {t('empty.createOrder')}
          </Button>
        </DashboardEmpty>
      ) : (
        <Stack gap="md" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <SummaryGrid label={t('dealer.summary')}>
            <SummaryCard
              testId="total-spend"
              label={t('dealer.totalSpend')}
              value={d ? f.money(d.total_spend) : null}
              hint={d && <DeltaLine delta={d.delta.total_spend} better="neither" formatChange={f.money} />}
            />
            <SummaryCard
              testId="cancellation-fees"
              label={t('dealer.cancellationFees')}
              value={d ? f.money(d.cancellation_fees) : null}
              hint={
                d && (
                  <Text size="xs" c="dimmed">
                    {t('dealer.refunded', { amount: f.money(d.refunded) })}
                  </Text>
                )
              }
            />
            <SummaryCard
              testId="orders-completed"
              label={t('dealer.ordersCompleted')}
              value={d ? count(d.orders_completed) : null}
              hint={d && <DeltaLine delta={d.delta.orders_completed} better="up" formatChange={count} />}
            />
            <SummaryCard
              testId="orders-in-progress"
              label={t('dealer.ordersInProgress')}
              value={d ? count(d.orders_in_progress) : null}
              hint={
                <Text size="xs" c="dimmed">
                  {t('today')}
                </Text>
              }
            />
            <SummaryCard
              testId="awaiting-quotes"
              label={t('dealer.awaitingQuotes')}
              value={d ? count(d.awaiting_quotes) : null}
              hint={
                <Text size="xs" c="dimmed">
                  {t('today')}
                </Text>
              }
            />
          </SummaryGrid>
          <SummaryGrid label={t('dealer.byType')} wide={3}>
            {TYPES.map((type) => (
              <SummaryCard
                key={type}
                testId={`type-${type}`}
                label={t(`methods.${type}`)}
                value={d ? count(d.orders_by_type[type]) : null}
                hint={d && <DeltaLine delta={d.delta[type]} better="up" formatChange={count} />}
              />
            ))}
          </SummaryGrid>
          <ChartSection title={t('dealer.chart')} points={d?.chart} />
        </Stack>
      )}
    </Stack>
  );
};
