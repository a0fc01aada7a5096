import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTimestamp } from '../format/date.ts';
import { dateFormat } from '../format/locale.ts';
import { formatInteger } from '../format/number.ts';
import { useWarehouseColours } from '../components/charts/warehouse-colours.ts';
import { historyWarehouses, onHandSeries } from './history-data.ts';
import type { InventoryChange } from '../../shared/inventory/inventory-change.ts';

const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 11 };

/** Axis labels: months over years, days over weeks, times within a day or two (seconds within an hour). */
function axisTime(t: number, span: number): string {
  const hour = 3600_000;
  const options: Intl.DateTimeFormatOptions =
    span < hour
      ? { hour: 'numeric', minute: '2-digit', second: '2-digit' }
      : span < 48 * hour
        ? { hour: 'numeric', minute: '2-digit' }
        : span < 300 * 24 * hour
          ? { month: 'short', day: 'numeric' }
          : { month: 'short', year: 'numeric' };
  return dateFormat(undefined, options).format(new Date(t));
}

/** `count` + 1 evenly spaced times across the axis (the data's own times would crowd together). */
function evenTicks(start: number, end: number, count: number): number[] {
  if (end <= start) return [start];
  return Array.from({ length: count + 1 }, (_, i) => start + ((end - start) * i) / count);
}

/**
 * On hand over time, one step line per warehouse, from the loaded changes. A picture for sighted
 * users (one `img` with a summary); the change list next to it holds the same facts as text.
 */
export function HistoryChart({
  changes,
  warehouseName,
  partial,
}: {
  readonly changes: readonly InventoryChange[];
  readonly warehouseName: (id: string) => string;
  /** Older changes exist that are not loaded: the chart starts later than the history. */
  readonly partial: boolean;
}) {
  const captionId = useId();
  const rows = onHandSeries(changes);
  const warehouses = historyWarehouses(changes);
  const last = rows.at(-1);
  const start = rows[0]?.t ?? 0;
  const end = last?.t ?? 0;
  const span = end - start;
  const summary = warehouses
    .map((id) => `${warehouseName(id)} ${formatInteger(last?.[id] ?? 0)}`)
    .join(', ');
  const title = 'On hand over time';
  const colourOf = useWarehouseColours(warehouses);

  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-title">
        {title}
        {partial ? (
          <span className="muted chart-note"> (most recent {changes.length} changes)</span>
        ) : null}
      </figcaption>
      <div
        className="chart-box history-chart"
        role="img"
        aria-label={`Step chart, ${title}, ${rows.length > 0 ? `latest: ${summary}` : 'no data'}`}
      >
        {colourOf === null ? (
          <div style={{ height: 240 }} />
        ) : (
          <LineChart
            data={rows}
            responsive
            style={{ width: '100%', height: 240 }}
            margin={{ top: 8, right: 32, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="t"
              type="number"
              domain={[start, end]}
              ticks={evenTicks(start, end, 4)}
              interval={0}
              tick={AXIS_TICK}
              stroke="var(--border-strong)"
              tickFormatter={(t: number) => axisTime(t, span)}
            />
            <YAxis
              allowDecimals={false}
              width={48}
              tick={AXIS_TICK}
              stroke="var(--border-strong)"
              tickFormatter={(v: number) => formatInteger(v)}
            />
            <Tooltip
              labelFormatter={(t) => formatTimestamp(Number(t))}
              formatter={(value, name) => [formatInteger(Number(value)), String(name)]}
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border)',
                borderRadius: 6,
                color: 'var(--text)',
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {warehouses.map((id) => (
              <Line
                key={id}
                dataKey={id}
                name={warehouseName(id)}
                type="stepAfter"
                stroke={colourOf(id)}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </div>
    </figure>
  );
}
