import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransportCompanyDashboard } from '@routier/domain';
import { paths } from '../../../config/paths';
import { useCompanyDashboard } from '../api/get-dashboards';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { useMonthRange } from '../hooks/use-month-range';
import { ChartSection } from './chart-section';
import { CompanyStats } from './company-stats';
import { DashboardToolbar } from './dashboard-toolbar';
import { DashboardEmpty, DashboardError } from './dashboard-states';
import { DeltaLine } from './delta-line';
import { SummaryCard } from './summary-card';
import { SummaryGrid } from './summary-grid';

const isEmpty = (d: TransportCompanyDashboard) =>
  d.net_revenue === 0 &&
  d.orders_completed === 0 &&
  d.orders_in_progress === 0 &&
  d.late_orders === 0 &&
  d.orders_cancelled === 0 &&
  d.total_reviews === 0 &&
  d.chart.every((p) => p.current_year === 0 && p.last_year === 0);

/** The transport company's dashboard (spec §3): revenue, jobs, late jobs, jobs their customer cancelled, rating, revenue per month, statistics. */
export const TransportCompanyDashboardView = () => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const { range, bounds, setRange } = useMonthRange();
  const query = useCompanyDashboard(range);
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
            {t('empty.company')}
          </Text>
          <Button component={Link} to={paths.offers} mih={44}>
            {t('empty.seeOffers')}
          </Button>
        </DashboardEmpty>
      ) : (
        <Stack gap="md" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <SummaryGrid label={t('company.summary')} wide={3}>
            <SummaryCard
              testId="net-revenue"
              label={t('company.netRevenue')}
              value={d ? f.money(d.net_revenue) : null}
              hint={d && <DeltaLine delta={d.delta.net_revenue} better="up" formatChange={f.money} />}
            />
            <SummaryCard
              testId="orders-completed"
              label={t('company.ordersCompleted')}
              value={d ? count(d.orders_completed) : null}
              hint={d && <DeltaLine delta={d.delta.orders_completed} better="up" formatChange={count} />}
            />
            <SummaryCard
              testId="late-orders"
              label={t('company.lateOrders')}
              value={d ? count(d.late_orders) : null}
              hint={d && <DeltaLine delta={d.delta.late_orders} better="down" formatChange={count} />}
            />
            <SummaryCard
              testId="orders-cancelled"
              label={t('company.ordersCancelled')}
              value={d ? count(d.orders_cancelled) : null}
              hint={d && <DeltaLine delta={d.delta.orders_cancelled} better="down" formatChange={count} />}
            />
            <SummaryCard
              testId="orders-in-progress"
              label={t('company.ordersInProgress')}
              value={d ? count(d.orders_in_progress) : null}
              hint={
                <Text size="xs" c="dimmed">
                  {t('today')}
                </Text>
              }
            />
            <SummaryCard
              testId="rating-average"
              label={t('company.ratingAverage')}
              value={
                d
                  ? d.rating_average === null
                    ? t('company.noRating')
                    : t('company.rating', { value: f.number(d.rating_average) })
                  : null
              }
              hint={
                <Text size="xs" c="dimmed">
                  {t('company.reviews', { count: d?.total_reviews ?? 0 })}
                </Text>
              }
            />
          </SummaryGrid>
          <ChartSection title={t('company.chart')} points={d?.chart} />
          <CompanyStats range={range} />
        </Stack>
      )}
    </Stack>
  );
};
