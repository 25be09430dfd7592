import { lazy } from 'react';

/** The chart and the month picker pull in heavy libraries: each loads when the page shows it. */
export const LazyDashboardChart = lazy(() => import('./dashboard-chart').then((m) => ({ default: m.DashboardChart })));
export const LazyMonthRangePicker = lazy(() => import('./month-range-picker').then((m) => ({ default: m.MonthRangePicker })));
