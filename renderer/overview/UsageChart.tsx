import type { CreditUsage } from '../../shared/bridge/credits.ts';
import { formatInteger } from '../format/number.ts';
import { busiestMinute, usageBars } from './usage-bars.ts';

const WIDTH = 360;
const HEIGHT = 64;
const GAP = 1;

/**
 * Credits per minute over the hour, this app's (accent) under others' (amber). Decorative: the
 * totals beside it carry the figures, and the busiest minute is said in words.
 */
export function UsageChart({ usage }: { readonly usage: CreditUsage }) {
  const bars = usageBars(usage);
  const peak = busiestMinute(bars);
  const step = WIDTH / bars.length;
  // An idle hour draws flat rather than dividing by nothing.
  const height = (credits: number) => (credits / Math.max(1, peak)) * (HEIGHT - 2);
  return (
    <figure className="overview-usage-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="usage-axis" />
        {bars.map((bar, i) => {
          const ours = height(bar.ours);
          const others = height(bar.others);
          const x = i * step + GAP / 2;
          const w = Math.max(0.5, step - GAP);
          return (
            <g key={bar.at}>
              {ours > 0 ? (
                <rect className="usage-ours" x={x} y={HEIGHT - ours} width={w} height={ours} />
              ) : null}
              {others > 0 ? (
                <rect
                  className="usage-others"
                  x={x}
                  y={HEIGHT - ours - others}
                  width={w}
                  height={others}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="overview-usage-axis muted">
        <span>an hour ago</span>
        <span>busiest minute: {formatInteger(peak)} credits</span>
        <span>now</span>
      </figcaption>
    </figure>
  );
}
