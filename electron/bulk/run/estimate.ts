/**
 * What an import will cost, in the user's terms: changes, credits (the same cost formula the
 * broker paces with and the service charges by) and time at the account's restore rate.
 */
import type { GraphQLSchema } from 'graphql';
import { estimateCost } from '../../../shared/cost/estimate.ts';
import { OPERATIONS, type OperationName } from '../../../shared/operations/catalogue.ts';

export interface ImportEstimate {
  readonly changes: number;
  readonly credits: number;
  /** null while the account's restore rate is not known yet. */
  readonly seconds: number | null;
  readonly rate: number | null;
}

export function estimateImport(
  schema: GraphQLSchema,
  mutations: readonly { operationName: OperationName; variables: Record<string, unknown> }[],
  rate: number | null,
): ImportEstimate {
  let credits = 0;
  for (const { operationName, variables } of mutations) {
    credits += estimateCost(schema, OPERATIONS[operationName].document, variables).total;
  }
  return {
    changes: mutations.length,
    credits,
    rate,
    seconds: rate && rate > 0 ? credits / rate : null,
  };
}

const count = (n: number): string => n.toLocaleString('en-US');

/** "1,000 changes, about 1,000 credits, about 17 s at the account's restore rate, shared with other users" */
export function describeEstimate(estimate: ImportEstimate): string {
  const changes = `${count(estimate.changes)} change${estimate.changes === 1 ? '' : 's'}`;
  const credits = `about ${count(estimate.credits)} credit${estimate.credits === 1 ? '' : 's'}`;
  if (estimate.seconds === null) return `${changes}, ${credits}`;
  const seconds = Math.max(1, Math.ceil(estimate.seconds));
  const time = seconds < 120 ? `${count(seconds)} s` : `${count(Math.ceil(seconds / 60))} min`;
  return `${changes}, ${credits}, about ${time} at the account's restore rate, shared with other users`;
}
