import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatMonth, type ReviewsChartPoint } from '@routier/domain';

/** Reviews per month as bars (loaded on its own: @mantine/charts and recharts stay out of the page's code). */
export const ReviewsChart = ({ points }: { points: ReviewsChartPoint[] }) => {
  const { t, i18n } = useTranslation('reviews');
  const data = points.map((p) => ({ month: formatMonth(p.month, i18n.language), count: p.count }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[{ name: 'count', label: t('page.chartCount'), color: 'blue.7' }]}
      yAxisProps={{ allowDecimals: false, width: 32 }}
    />
  );
};
