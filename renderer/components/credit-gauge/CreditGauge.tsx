import type { CreditSample } from '../../../shared/bridge/credits.ts';
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

/** What credits are, for people: the first thing the details say. */
export const CREDITS_EXPLAINED =
  'Every request Floorboard makes to the service costs a few credits from a budget your whole account shares; the budget refills by itself.';
export const CREDITS_WAITING =
  'When the budget runs low, Floorboard waits until there are enough credits and then carries on, so nothing fails.';

/**
 * The account's API credits, always visible: a bar and the count, and "Waiting for credits" while
 * Floorboard waits. The details say what credits are and which of the user's actions used them.
 * `variant="sign"` (the kiosk board) is only a small status sign. Between samples the level rises
 * locally at the restore rate.
 */
export function CreditGauge({
  sample: given,
  variant = 'full',
}: {
  readonly sample?: CreditSample | null;
  readonly variant?: 'full' | 'sign';
}) {
  const pushed = useCreditSample();
  const sample = given === undefined ? pushed : given;
  const reading = useInterpolatedCredits(sample);

  if (!sample || !reading) {
    return (
      <div className={`credit-gauge is-${variant}`} role="group" aria-label="API credits">
        <Icon name="bolt" size={14} />
        <span className="muted">Credits: no reading yet</span>
      </div>
    );
  }

  const available = Math.floor(reading.available);
  // The catalogue copy is paced to leave credits for everything else, even with the pool full:
  // nothing the user does waits then, and "Waiting for credits" beside a full bar would be false.
  const waiting = sample.waitingFor === 'sync' ? null : reading.waitingSeconds;
  const share = reading.max > 0 ? reading.available / reading.max : 0;
  const meter = (
    <span
      className={share < LOW_SHARE ? 'gauge-bar is-low' : 'gauge-bar'}
      role="meter"
      aria-label="Credits available"
      aria-valuemin={0}
      aria-valuemax={reading.max}
      aria-valuenow={available}
      aria-valuetext={`${formatInteger(available)} of ${formatInteger(reading.max)} credits`}
    >
      <span className="gauge-fill" style={{ width: `${Math.min(100, share * 100)}%` }} />
    </span>
  );

  if (variant === 'sign') {
    return (
      <div className="credit-gauge is-sign" role="group" aria-label="API credits">
        <Icon name="bolt" size={14} />
        {meter}
        {waiting !== null ? <Waiting seconds={waiting} /> : null}
      </div>
    );
  }

  return (
    <div className="credit-gauge is-full" role="group" aria-label="API credits">
      <Icon name="bolt" size={14} />
      {meter}
      <span className="gauge-numbers num">
        <strong>{formatInteger(available)}</strong>
        <span className="muted"> credits</span>
      </span>
      {waiting !== null ? <Waiting seconds={waiting} /> : null}
      <Popover triggerLabel="About credits" trigger={<Icon name="down" size={14} />}>
        <GaugeDetails sample={sample} reading={reading} />
      </Popover>
    </div>
  );
}

/** Floorboard is pacing: the one thing the user may notice, said plainly. */
function Waiting({ seconds }: { readonly seconds: number }) {
  return (
    <span className="gauge-status is-waiting">
      {/* Announced once when pacing starts; the countdown itself is not a live region, or a
          screen reader would read it out every second. */}
      <span className="visually-hidden" role="status">
        Waiting for credits
      </span>
      <Icon name="clock" size={14} />
      Waiting for credits — {formatDuration(seconds)}
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
      <p>{CREDITS_EXPLAINED}</p>
      <p>{CREDITS_WAITING}</p>
      <dl className="gauge-facts">
        <dt>Available now</dt>
        <dd className="num">
          {formatInteger(Math.floor(reading.available))} of {formatInteger(reading.max)}
        </dd>
        <dt>Refills</dt>
        <dd className="num">{formatInteger(reading.rate)} credits a second</dd>
        <dt>Full again</dt>
        <dd className="num">
          {reading.secondsUntilFull > 0
            ? `in ${formatDuration(reading.secondsUntilFull)}`
            : 'Full now'}
        </dd>
      </dl>
      <Sparkline
        points={[...sample.history, { at: reading.at, available: Math.floor(reading.available) }]}
        max={reading.max}
        width={360}
        height={56}
        stretch
      />
      <h3>What used credits</h3>
      <RecentCosts recent={sample.recent} />
    </div>
  );
}
