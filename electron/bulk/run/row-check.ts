/**
 * "Was this row's change applied?", asked of the one registry the broker asks too
 * (electron/broker/applied-checks/registry.ts): the row's mutation as sent, recognised in a
 * history by the run's tag for its line (import-tag.ts), read at background priority, since a
 * run and its checks are background work. Whether "not found" may count yet is the run's
 * settle rule (import-run.ts).
 */
import type { Applied, SentChange } from '../../broker/applied-checks/applied.ts';
import { wasApplied } from '../../broker/applied-checks/registry.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import { carriesTag, importTag } from './import-tag.ts';
import type { PlannedMutation } from './kind-handler.ts';

/** A row's change as its check needs it: the mutation it sends, and its tag to find it by. */
export function rowChange(mutation: PlannedMutation, runId: string, line: number): SentChange {
  const tag = importTag(runId, line);
  return { ...mutation, carries: (text) => carriesTag(text, tag) };
}

export function rowApplied(execute: ExecuteRequest, change: SentChange): Promise<Applied> {
  return wasApplied(change, (request) => execute({ ...request, priority: 'background' }));
}
