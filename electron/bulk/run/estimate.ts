/**
 * What an import will cost, in the user's terms: changes, credits (the same cost formula the
 * broker paces with and the service charges by) and time.
 *
 * Time is not credits over the account's restore rate: rows go as background work, which the
 * pacer (electron/broker/pacer.ts) caps at a share of that rate, after a burst of at most the
 * same share of the pool. So a run takes between (credits - burst) / (share × rate), when the
 * background allowance is full at the start, and credits / (share × rate), when other background
 * work (a catalogue refresh, list refreshes) has just used it. Other apps spending from the pool
 * make it slower still, which the text says.
 */
import type { GraphQLSchema } from 'graphql';
import { DEFAULT_BACKGROUND_SHARE } from '../../../shared/cost/background-share.ts';
import { estimateCost } from '../../../shared/cost/estimate.ts';
import { OPERATIONS, type OperationName } from '../../../shared/operations/catalogue.ts';

/**
 * The share of the account's restore rate (and pool) imports run under: the pacer's default.
 * estimate.test.ts runs the real pacer to hold the estimate to it.
 */
export const IMPORT_SHARE = DEFAULT_BACKGROUND_SHARE;

/** The account's pool as the broker last saw it; either figure null while unknown. */
export interface PoolFigures {
  readonly rate: number | null;
  readonly max?: number | null;
}

export interface ImportEstimate {
  readonly changes: number;
  readonly credits: number;
  /** The slowest likely time alone on the account (no burst); null while the rate is unknown. */
  readonly seconds: number | null;
  /** The fastest (a full burst first); null while the rate or the pool's size is unknown. */
  readonly fastestSeconds: number | null;
  readonly rate: number | null;
}

type Mutation = { operationName: OperationName; variables: Record<string, unknown> };

export function mutationCredits(schema: GraphQLSchema, mutations: readonly Mutation[]): number {
  let credits = 0;
  for (const { operationName, variables } of mutations) {
    credits += estimateCost(schema, OPERATIONS[operationName].document, variables).total;
  }
  return credits;
}

/** Seconds `credits` of background work take at the import's share of `rate`; null: unknown. */
export function backgroundSeconds(credits: number, rate: number | null): number | null {
  return rate && rate > 0 ? credits / (rate * IMPORT_SHARE) : null;
}

export function estimateImport(
  schema: GraphQLSchema,
  mutations: readonly Mutation[],
  pool: PoolFigures,
): ImportEstimate {
  const credits = mutationCredits(schema, mutations);
  const burst = pool.max && pool.max > 0 ? pool.max * IMPORT_SHARE : null;
  return {
    changes: mutations.length,
    credits,
    rate: pool.rate,
    seconds: backgroundSeconds(credits, pool.rate),
    fastestSeconds:
      burst === null ? null : backgroundSeconds(Math.max(0, credits - burst), pool.rate),
  };
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * "45 s", "4 min": whole seconds under two minutes, else whole minutes (rounded up), for an
 * estimate that is only ever rough (the page's formatDuration gives "3 min 20 s").
 */
export function roughDuration(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 120 ? `${count(whole)} s` : `${count(Math.ceil(whole / 60))} min`;
}

function timeText(fastest: number | null, slowest: number): string {
  const slow = roughDuration(slowest);
  if (fastest === null || fastest < 1) return `up to ${slow}`;
  const fast = roughDuration(fastest);
  if (fast === slow) return `about ${slow}`;
  // "3–4 min", not "3 min–4 min"; mixed units stay whole.
  const unit = / (s|min)$/;
  const fastUnit = unit.exec(fast)?.[1];
  return fastUnit !== undefined && fastUnit === unit.exec(slow)?.[1]
    ? `${fast.replace(unit, '')}–${slow}`
    : `${fast} to ${slow}`;
}

/**
 * "4,000 changes, about 4,000 credits, 4–5 min: imports use 25% of the account's restore rate
 * (60 credits/s), longer while other apps use it too".
 */
export function describeEstimate(estimate: ImportEstimate): string {
  const changes = `${count(estimate.changes)} change${estimate.changes === 1 ? '' : 's'}`;
  const credits = `about ${count(estimate.credits)} credit${estimate.credits === 1 ? '' : 's'}`;
  if (estimate.seconds === null || estimate.rate === null) return `${changes}, ${credits}`;
  const time = timeText(estimate.fastestSeconds, estimate.seconds);
  const share = `${Math.round(IMPORT_SHARE * 100)}%`;
  return `${changes}, ${credits}, ${time}: imports use ${share} of the account's restore rate (${count(estimate.rate)} credits/s), longer while other apps use it too`;
}
