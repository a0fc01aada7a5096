/**
 * The catalogue check for a batch: every item names a catalogued mutation and passes the same
 * checks a single request does (request-checks.ts: session, scopes, variables); the document sent
 * is then built here from those entries' own documents (batch-document.ts), never taken from the
 * caller. Priced as the sum of the items' estimates.
 */
import type { GraphQLSchema } from 'graphql';
import type { Priority } from '../../shared/bridge/contract.ts';
import type { WithdrawSignal } from './request.ts';
import type { BridgeError } from '../../shared/bridge/errors.ts';
import type { Result } from '../../shared/result.ts';
import { estimateCost } from '../../shared/cost/estimate.ts';
import type { ActiveSession } from './active-session.ts';
import { batchDocument, batchVariables } from './batch-document.ts';
import { checkRequest, type Entry } from './request-checks.ts';
import type { PlannedBatch } from './send-batch.ts';

export interface BatchItem {
  readonly operationName: string;
  readonly variables: Record<string, unknown>;
}

export interface BatchRequest {
  readonly items: readonly BatchItem[];
  readonly priority?: Priority;
  /** Awaited right before each send, once the pacer lets it go (see GraphqlRequest). */
  readonly beforeSend?: () => Promise<void>;
  /** Withdraws the batch while it waits in the pacer: nothing of it is sent. */
  readonly signal?: WithdrawSignal | undefined;
}

/** Most items one batch may hold: a lost reply puts all of them in flight at once. */
export const MAX_BATCH_ITEMS = 100;

export function planBatch(
  schema: GraphQLSchema,
  request: BatchRequest,
  active: ActiveSession | undefined,
): Result<{ readonly batch: PlannedBatch; readonly active: ActiveSession }, BridgeError> {
  const priority = request.priority ?? 'background';
  if (request.items.length === 0 || request.items.length > MAX_BATCH_ITEMS) {
    return {
      ok: false,
      error: {
        kind: 'invalid-input',
        message: `A batch holds 1 to ${MAX_BATCH_ITEMS} changes, not ${request.items.length}.`,
      },
    };
  }
  const entries: Entry[] = [];
  const variables: Record<string, unknown>[] = [];
  let session: ActiveSession | undefined;
  for (const item of request.items) {
    const checked = checkRequest(schema, { ...item, priority }, active);
    if (!checked.ok) return checked;
    if (checked.value.entry.kind !== 'mutation') {
      return {
        ok: false,
        error: {
          kind: 'invalid-input',
          message: `Only changes can be batched; "${checked.value.name}" is a query.`,
        },
      };
    }
    session = checked.value.active;
    entries.push(checked.value.entry);
    variables.push(checked.value.variables);
  }
  if (!session) return { ok: false, error: { kind: 'invalid-input', message: 'Empty batch.' } };
  const parts = entries.map((entry, i) => ({
    rootFields: entry.rootFields,
    estimate: estimateCost(schema, entry.document, variables[i]).total,
  }));
  return {
    ok: true,
    value: {
      active: session,
      batch: {
        document: batchDocument(entries),
        variables: batchVariables(variables),
        parts,
        estimate: parts.reduce((sum, part) => sum + part.estimate, 0),
        priority,
        ...(request.signal ? { signal: request.signal } : {}),
      },
    },
  };
}
