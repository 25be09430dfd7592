import { Suspense } from 'react';
import type { DashboardChartPoint } from '@routier/domain';
import { ChartSkeleton } from './dashboard-states';
import { LazyDashboardChart } from './lazy-parts';
import { DashboardSection } from './section';

/** The chart block: its title, a skeleton until both the figures and the chart code are here. */
export const ChartSection = ({ title, points }: { title: string; points: DashboardChartPoint[] | undefined }) => (
  <DashboardSection title={title}>
    {points ? (
      <Suspense fallback={<ChartSkeleton />}>
        <LazyDashboardChart points={points} caption={title} />
      </Suspense>
    ) : (
      <ChartSkeleton />
    )}
  </DashboardSection>
);
