import { Area, AreaChart, XAxis, YAxis } from 'recharts';

export interface SparkPoint {
  readonly at: number;
  readonly available: number;
}

/**
 * Recent credit levels as a small filled line against a 0…max track, so a full bucket reads as
 * "full" rather than as a stray line. Decorative: the numbers beside it carry the meaning.
 */
export function Sparkline({
  points,
  max,
  width = 88,
  height = 22,
}: {
  readonly points: readonly SparkPoint[];
  readonly max: number;
  readonly width?: number;
  readonly height?: number;
}) {
  return (
    <span className="sparkline" style={{ width, height }} aria-hidden="true">
      {points.length < 2 ? null : (
        <AreaChart
          width={width}
          height={height}
          data={[...points]}
          margin={{ top: 1, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <XAxis dataKey="at" type="number" domain={['dataMin', 'dataMax']} hide />
          <YAxis type="number" domain={[0, max]} hide />
          <Area
            dataKey="available"
            type="monotone"
            stroke="var(--gauge-fill)"
            strokeWidth={1.5}
            fill="var(--gauge-fill)"
            fillOpacity={0.18}
            isAnimationActive={false}
          />
        </AreaChart>
      )}
    </span>
  );
}
