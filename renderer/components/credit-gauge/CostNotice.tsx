import { useCreditSample } from '../../session/credits-context.tsx';
import { Banner } from '../controls/Banner.tsx';
import { assessCost, costWarning } from './cost-check.ts';
import { useInterpolatedCredits } from './use-interpolated-credits.ts';

/**
 * Shown next to an expensive action before it runs: how much of the shared pool it takes, or how
 * long it will wait, or that it cannot run at all. Renders nothing for ordinary costs.
 */
export function CostNotice({ estimated }: { readonly estimated: number }) {
  const sample = useCreditSample();
  const reading = useInterpolatedCredits(sample);
  if (!sample || !reading) return null;
  // Assess against the interpolated reading so the notice follows the gauge.
  const assessment = assessCost(estimated, { ...sample, available: reading.available, at: 0 }, 0);
  const text = costWarning(assessment);
  if (!text) return null;
  return (
    <Banner tone={assessment.kind === 'too-large' ? 'danger' : 'warning'} live={false}>
      {text}
    </Banner>
  );
}
