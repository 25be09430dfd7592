import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ReviewsChartPoint } from '@routier/domain';

/** Reviews per month as bars (loaded on its own: @mantine/charts and recharts stay out of the page's code). */
export const ReviewsChart = ({ points }: { points: ReviewsChartPoint[] }) => {
  const { t, i18n } = useTranslation('reviews');
  const month = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const data = points.map((p) => ({ month: month.format(new Date(`${p.month}-01T00:00:00Z`)), count: p.count }));
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
