import type { ComponentProps } from 'react';
import { ChartPlaceholder, lazyChart } from '../components/charts/lazy-chart.tsx';
import type { StockChart as StockChartComponent } from './StockChart.tsx';

/** StockChart, with recharts loaded on first use (see lazy-chart.tsx). */
export const { Chart: StockChart, preload: preloadStockChart } = lazyChart<
  ComponentProps<typeof StockChartComponent>
>(
  () => import('./StockChart.tsx').then((module) => module.StockChart),
  ({ stock }) => <ChartPlaceholder height={Math.min(220, 60 + stock.length * 36) + 40} />,
);
