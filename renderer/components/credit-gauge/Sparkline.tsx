export interface SparkPoint {
  readonly at: number;
  readonly available: number;
}

/**
 * Recent credit levels as a small filled line against a 0…max track, so a full bucket reads as
 * "full" rather than as a stray line. Decorative: the numbers beside it carry the meaning.
 * Plain SVG: it sits in the top bar of every screen, and a chart library would weigh more than
 * the rest of the first paint.
 */
export function Sparkline({
  points,
  max,
  width = 88,
  height = 22,
  stretch = false,
}: {
  readonly points: readonly SparkPoint[];
  readonly max: number;
  readonly width?: number;
  readonly height?: number;
  /** Fill the width of its container (drawn at `width`, scaled across; the line keeps its weight). */
  readonly stretch?: boolean;
}) {
  const shape = points.length < 2 ? null : sparkPaths(points, max, width, height);
  const boxWidth = stretch ? '100%' : width;
  return (
    <span className="sparkline" style={{ width: boxWidth, height }} aria-hidden="true">
      {shape === null ? null : (
        <svg
          width={boxWidth}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio={stretch ? 'none' : undefined}
          focusable="false"
        >
          <path d={shape.area} fill="var(--gauge-fill)" fillOpacity={0.18} stroke="none" />
          <path
            d={shape.line}
            fill="none"
            stroke="var(--gauge-fill)"
            strokeWidth={1.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
    </span>
  );
}

/** The line through the points and the area under it, scaled to the box; 1 px of headroom. */
export function sparkPaths(
  points: readonly SparkPoint[],
  max: number,
  width: number,
  height: number,
): { line: string; area: string } {
  const first = points[0]?.at ?? 0;
  const span = (points.at(-1)?.at ?? first) - first;
  const top = 1;
  const x = (at: number): number => (span <= 0 ? 0 : ((at - first) / span) * width);
  const y = (value: number): number => {
    const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
    return top + (1 - share) * (height - top);
  };
  const coords = points.map((point) => `${round(x(point.at))},${round(y(point.available))}`);
  const line = `M${coords.join('L')}`;
  const area = `M${round(x(first))},${height}L${coords.join('L')}L${round(x(first + span))},${height}Z`;
  return { line, area };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
