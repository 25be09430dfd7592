import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { businessYear, type DashboardChartPoint } from '@routier/domain';
import { useDashboardFormat } from '../hooks/use-dashboard-format';

type Props = { points: DashboardChartPoint[]; caption: string };

/**
 * This year's months against the same months last year, as bars. The picture is hidden from screen readers,
 * which read the same figures as a table instead. Loaded with React.lazy: the chart library is heavy.
 */
export const DashboardChart = ({ points, caption }: Props) => {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const year = Number(points[0]?.interval.slice(0, 4) ?? businessYear());
  const currentLabel = t('chart.currentYear', { year });
  const lastLabel = t('chart.lastYear', { year: year - 1 });
  const data = points.map((p) => ({ month: f.shortMonth(p.interval), current_year: p.current_year, last_year: p.last_year }));
  return (
    <>
      <div aria-hidden="true" data-testid="dashboard-chart">
        <BarChart
          h={280}
          data={data}
          dataKey="month"
          series={[
            { name: 'current_year', label: currentLabel, color: 'blue.7' },
            { name: 'last_year', label: lastLabel, color: 'gray.5' },
          ]}
          valueFormatter={f.money}
          yAxisProps={{ tickFormatter: (v: number) => f.compactMoney(v), width: 72 }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col">{currentLabel}</th>
              <th scope="col">{lastLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.interval}>
                <th scope="row">{f.monthYear(p.interval)}</th>
                <td>{f.money(p.current_year)}</td>
                <td>{f.money(p.last_year)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
};
