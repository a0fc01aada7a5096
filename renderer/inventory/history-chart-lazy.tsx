import type { ComponentProps } from 'react';
import { ChartPlaceholder, lazyChart } from '../components/charts/lazy-chart.tsx';
import type { HistoryChart as HistoryChartComponent } from './HistoryChart.tsx';

/** HistoryChart, with recharts loaded on first use (see lazy-chart.tsx). */
export const { Chart: HistoryChart, preload: preloadHistoryChart } = lazyChart<
  ComponentProps<typeof HistoryChartComponent>
>(
  () => import('./HistoryChart.tsx').then((module) => module.HistoryChart),
  () => <ChartPlaceholder height={280} />,
);
