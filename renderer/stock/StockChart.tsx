import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { useWarehouseColours } from '../components/charts/warehouse-colours.ts';
import { formatInteger } from '../format/number.ts';
import type { WarehouseStock } from './product-detail-data.ts';
import { StockTable } from './StockTable.tsx';

const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 11 };

/**
 * On-hand stock per warehouse as a bar chart, titled, with the same numbers as a table under it:
 * the chart is a picture (one `img` with a summary), the table is what assistive tech reads.
 */
export function StockChart({
  stock,
  title = 'On hand by warehouse',
}: {
  readonly stock: readonly WarehouseStock[];
  readonly title?: string;
}) {
  const captionId = useId();
  const summary = stock.map((s) => `${s.warehouse} ${formatInteger(s.onHand)}`).join(', ');
  const data = stock.map((s) => ({ warehouse: s.warehouse, onHand: s.onHand }));
  const height = Math.min(220, 60 + stock.length * 36);
  const colourOf = useWarehouseColours(stock.map((s) => s.warehouseId));
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-title">
        {title}
      </figcaption>
      <div className="chart-box" role="img" aria-label={`Bar chart, ${title}: ${summary}`}>
        {colourOf === null ? (
          <div style={{ height }} />
        ) : (
          <BarChart
            layout="vertical"
            data={data}
            responsive
            style={{ width: '100%', height }}
            margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} stroke="var(--border)" />
            <XAxis
              type="number"
              allowDecimals={false}
              tick={AXIS_TICK}
              stroke="var(--border-strong)"
              tickFormatter={(v: number) => formatInteger(v)}
            />
            <YAxis
              type="category"
              dataKey="warehouse"
              width={104}
              tick={AXIS_TICK}
              stroke="var(--border-strong)"
            />
            <Tooltip
              cursor={{ fill: 'var(--surface-hover)' }}
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border)',
                borderRadius: 6,
                color: 'var(--text)',
              }}
              formatter={(value) => [formatInteger(Number(value)), 'On hand']}
            />
            {/* No grow-in animation: the bars show with the numbers, not seconds after them. */}
            <Bar
              dataKey="onHand"
              name="On hand"
              radius={[0, 3, 3, 0]}
              isAnimationActive={false}
              shape={(bar: BarShapeProps) => (
                <Rectangle {...bar} fill={colourOf(stock[bar.index]?.warehouseId ?? '')} />
              )}
            />
          </BarChart>
        )}
      </div>
      <StockTable stock={stock} />
    </figure>
  );
}
