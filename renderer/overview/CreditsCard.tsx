import { CREDITS_EXPLAINED } from '../components/credit-gauge/CreditGauge.tsx';
import { useInterpolatedCredits } from '../components/credit-gauge/use-interpolated-credits.ts';
import { formatTimeOfDay } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { useCreditSample } from '../session/credits-context.tsx';
import { OverviewCard } from './OverviewCard.tsx';
import { UsageChart } from './UsageChart.tsx';

const HOUR_MS = 60 * 60_000;

/** The account's credits over the last hour: what this app used, what others took, what is left. */
export function CreditsCard() {
  const sample = useCreditSample();
  const reading = useInterpolatedCredits(sample);
  const usage = sample?.usage;
  // Less than an hour of watching: say since when the figures count.
  const partial = usage !== undefined && usage.until - usage.since < HOUR_MS - 60_000;
  return (
    <OverviewCard
      title="Credits in the last hour"
      cost={`${CREDITS_EXPLAINED} These figures cost nothing: every reply says what it cost and what is left.`}
    >
      {usage === undefined || reading === null ? (
        <p className="overview-figure-note">Waiting for the service’s first reply…</p>
      ) : (
        <>
          {partial ? (
            <p className="muted overview-since">
              Since {formatTimeOfDay(usage.since)}, when Floorboard began watching.
            </p>
          ) : null}
          <dl className="overview-legend">
            <div>
              <dt>
                <span className="legend-swatch usage-ours" aria-hidden="true" />
                By Floorboard
              </dt>
              <dd className="num">{formatInteger(usage.ours)}</dd>
            </div>
            <div>
              <dt>
                <span className="legend-swatch usage-others" aria-hidden="true" />
                By other apps
              </dt>
              <dd className="num" title="Others' use shows only while the budget is not full">
                at least {formatInteger(usage.others)}
              </dd>
            </div>
          </dl>
          <UsageChart usage={usage} />
          <p className="overview-figure-note">
            {formatInteger(reading.available)} of {formatInteger(reading.max)} available now ·
            refills {formatInteger(reading.rate)} a second
          </p>
        </>
      )}
    </OverviewCard>
  );
}
