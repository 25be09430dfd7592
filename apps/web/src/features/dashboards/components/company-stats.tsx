import { Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthRange } from '@routier/domain';
import { useCompanyStats } from '../api/get-dashboards';
import { useDashboardFormat } from '../hooks/use-dashboard-format';
import { DashboardError } from './dashboard-states';
import { DashboardSection } from './section';

const METHODS = ['drive_away', 'flatbed', 'haul_away', 'enclosed'] as const;

/** The extra statistics of the jobs completed in the months: on time, speed, cars, revenue per job, methods. */
export const CompanyStats = ({ range }: { range: MonthRange }) => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const query = useCompanyStats(range);
  const s = query.data;
  const none = t('stats.none');
  const rows: [string, string | null][] = [
    ['onTime', s ? (s.on_time_percent === null ? none : f.percent(s.on_time_percent)) : null],
    [
      'averageDays',
      s
        ? s.average_days_to_deliver === null
          ? none
          : t('stats.days', { count: s.average_days_to_deliver, value: f.number(s.average_days_to_deliver) })
        : null,
    ],
    ['carsDelivered', s ? f.number(s.cars_delivered) : null],
    ['averageRevenue', s ? (s.average_revenue_per_job === null ? none : f.money(s.average_revenue_per_job)) : null],
  ];
  return (
    <DashboardSection title={t('stats.title')}>
      {query.isError && !s ? (
        <DashboardError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
            {rows.map(([key, value]) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed" fw={600}>
                  {t(`stats.${key}`)}
                </Text>
                <Text component="dd" m={0} fz="xl" fw={700} data-testid={`stat-${key}`}>
                  {value ?? <Skeleton height={24} width={64} component="span" display="block" />}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm" fw={600} mt="md" mb={4}>
            {t('stats.byMethod')}
          </Text>
          <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {METHODS.map((m) => (
              <Text component="li" size="sm" key={m}>
                {t(`methods.${m}`)}: <b>{s ? f.number(s.jobs_by_method[m]) : '…'}</b>
              </Text>
            ))}
          </Group>
        </>
      )}
    </DashboardSection>
  );
};
