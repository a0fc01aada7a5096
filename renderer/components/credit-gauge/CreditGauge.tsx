import type { CreditSample, OperationCost } from '../../../shared/bridge/credits.ts';
import { useCreditSample } from '../../session/credits-context.tsx';
import { formatDuration } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';
import { Popover } from '../controls/Popover.tsx';
import { Icon } from '../icons/Icon.tsx';
import { RecentCosts } from './RecentCosts.tsx';
import { Sparkline } from './Sparkline.tsx';
import { useInterpolatedCredits, type CreditReading } from './use-interpolated-credits.ts';
import './credit-gauge.css';

/** Below this share of the maximum the bar turns amber. */
const LOW_SHARE = 0.2;

/**
 * The account's API credits, always visible in the top bar: available / maximum, restore rate,
 * time until full, recent history and the last operations' costs (in the details panel).
 * Between samples the level rises locally at the restore rate.
 */
export function CreditGauge({ sample: given }: { readonly sample?: CreditSample | null }) {
  const pushed = useCreditSample();
  const sample = given === undefined ? pushed : given;
  const reading = useInterpolatedCredits(sample);

  if (!sample || !reading) {
    return (
      <div className="credit-gauge" role="group" aria-label="API credits">
        <Icon name="bolt" size={14} />
        <span className="muted">Credits: no reading yet</span>
      </div>
    );
  }

  const available = Math.floor(reading.available);
  const share = reading.max > 0 ? reading.available / reading.max : 0;
  const [last] = sample.recent;

  return (
    <div className="credit-gauge" role="group" aria-label="API credits">
      <Icon name="bolt" size={14} />
      <span
        className={share < LOW_SHARE ? 'gauge-bar is-low' : 'gauge-bar'}
        role="meter"
        aria-label="Credits available"
        aria-valuemin={0}
        aria-valuemax={reading.max}
        aria-valuenow={available}
        aria-valuetext={`${formatInteger(available)} of ${formatInteger(reading.max)}`}
      >
        <span className="gauge-fill" style={{ width: `${Math.min(100, share * 100)}%` }} />
      </span>
      <span className="gauge-numbers num">
        <strong>{formatInteger(available)}</strong>
        <span className="muted"> / {formatInteger(reading.max)}</span>
      </span>
      <Sparkline points={[...sample.history, { at: reading.at, available }]} max={reading.max} />
      <GaugeStatus reading={reading} last={last ?? null} />
      <Popover triggerLabel="Credit details" trigger={<Icon name="down" size={14} />}>
        <GaugeDetails sample={sample} reading={reading} />
      </Popover>
    </div>
  );
}

/** Pacing wait, or restore rate and time to full, and the last operation's cost. */
function GaugeStatus({
  reading,
  last,
}: {
  readonly reading: CreditReading;
  readonly last: OperationCost | null;
}) {
  if (reading.waitingSeconds !== null) {
    return (
      <span className="gauge-status is-waiting">
        {/* Announced once when pacing starts; the countdown itself is not a live region, or a
            screen reader would read it out every second. */}
        <span className="visually-hidden" role="status">
          Waiting for credits
        </span>
        <Icon name="clock" size={14} />
        Waiting for credits — {formatDuration(reading.waitingSeconds)}
      </span>
    );
  }
  return (
    <span className="gauge-status muted num">
      +{formatInteger(reading.rate)}/s
      {reading.secondsUntilFull > 0
        ? ` · full in ${formatDuration(reading.secondsUntilFull)}`
        : ' · full'}
      {last ? (
        <span className="gauge-last" title={`Last operation: ${last.operation}`}>
          {' '}
          · last call −{formatInteger(last.actual ?? last.estimated)}
        </span>
      ) : null}
    </span>
  );
}

function GaugeDetails({
  sample,
  reading,
}: {
  readonly sample: CreditSample;
  readonly reading: CreditReading;
}) {
  return (
    <div className="gauge-details">
      <h2 className="gauge-details-title">API credits</h2>
      <dl className="gauge-facts">
        <dt>Available</dt>
        <dd className="num">{formatInteger(Math.floor(reading.available))}</dd>
        <dt>Maximum</dt>
        <dd className="num">{formatInteger(reading.max)}</dd>
        <dt>Restore rate</dt>
        <dd className="num">{formatInteger(reading.rate)} per second</dd>
        <dt>Full in</dt>
        <dd className="num">
          {reading.secondsUntilFull > 0 ? formatDuration(reading.secondsUntilFull) : 'Full now'}
        </dd>
      </dl>
      <p className="muted gauge-note">
        Shared by everyone using this account. Floorboard waits for credits rather than failing.
      </p>
      <Sparkline
        points={[...sample.history, { at: reading.at, available: Math.floor(reading.available) }]}
        max={reading.max}
        width={360}
        height={56}
      />
      <h3>Recent operations</h3>
      <RecentCosts recent={sample.recent} />
    </div>
  );
}
