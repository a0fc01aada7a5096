/**
 * Sends an import's rows several to a request (docs/bulk.md "Several changes per request"). The
 * run hands each row to `send` as it would to the broker, after journalling it `sending`; rows
 * handed over in the same turn, or while every lane is busy, go together in the next request, as
 * many as `size()` allows. Each row gets its own result back: applied, failed on its own, or —
 * when the request's reply was lost — the same lost-reply error for every row of it, so each is
 * checked one by one by the run's rules. If the service refuses a request of several changes
 * (nothing of it ran), the rows go one to a request from then on, and the log says so.
 */
import { fail, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import type { WithdrawSignal } from '../../broker/request.ts';
import type { BatchItem } from '../../broker/plan-batch.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import type { ExecuteBatch } from '../batch-transport.ts';
import { WithdrawnBeforeSend } from './withdrawn.ts';

export type RowResult = BridgeResult<GraphqlPayload<unknown>>;

export interface RowSender {
  /** `beforeSend` is awaited right before the request carrying the row leaves. */
  send(item: BatchItem, beforeSend: () => Promise<void>): Promise<RowResult>;
}

export interface BatchSenderOptions {
  readonly execute: ExecuteRequest;
  readonly executeBatch: ExecuteBatch;
  /** Rows the next request may carry (send/batch-size.ts). */
  readonly size: () => number;
  /** Requests out at once (in the pacer or on the wire). */
  readonly lanes?: number;
  /** Runs `task` once the current turn's rows are handed over; tests pass their own. */
  readonly defer?: (task: () => void) => void;
  readonly log?: (message: string) => void;
  /**
   * The run's signal as a request is made: once it aborts (a pause, a cancel), a request still
   * waiting in the pacer is withdrawn there, unsent, rather than waiting its turn to send nothing.
   */
  readonly signal?: () => WithdrawSignal | undefined;
}

interface Queued {
  readonly item: BatchItem;
  readonly beforeSend: () => Promise<void>;
  readonly resolve: (result: RowResult) => void;
  readonly reject: (error: unknown) => void;
}

export const BATCH_LANES = 4;

const nextTurn = (task: () => void): void => void setImmediate(task);

export function createBatchSender(options: BatchSenderOptions): RowSender {
  const lanes = Math.max(1, options.lanes ?? BATCH_LANES);
  const defer = options.defer ?? nextTurn;
  // Not a p-limit queue: a request's rows are taken when a lane frees, not when they are handed
  // over, so rows that waited meanwhile go together, as many as size() allows then; and a refused
  // request puts its rows back at the front. `out` counts the requests out, `pump` fills lanes.
  const queue: Queued[] = [];
  let out = 0;
  let scheduled = false;
  /** The service refused a request of several changes: one per request from then on. */
  let single = false;

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    defer(() => {
      scheduled = false;
      pump();
    });
  };

  const pump = (): void => {
    while (out < lanes && queue.length > 0) {
      const take = single ? 1 : Math.max(1, options.size());
      void go(queue.splice(0, take));
    }
  };

  const sendAlone = async (row: Queued): Promise<void> => {
    const signal = options.signal?.();
    const sent = { left: false };
    const result = await options.execute({
      ...row.item,
      priority: 'background',
      beforeSend: async () => {
        await row.beforeSend();
        sent.left = true;
      },
      ...(signal ? { signal } : {}),
    });
    // Withdrawn in the pacer: it never reached its beforeSend, so nothing left.
    if (!sent.left && signal?.aborted) throw new WithdrawnBeforeSend();
    row.resolve(result);
  };

  const go = async (group: Queued[]): Promise<void> => {
    out++;
    try {
      const [only] = group;
      if (group.length === 1 && only) {
        await sendAlone(only);
        return;
      }
      const signal = options.signal?.();
      const outcome = await options.executeBatch({
        items: group.map((row) => row.item),
        priority: 'background',
        beforeSend: async () => {
          await Promise.all(group.map((row) => row.beforeSend()));
        },
        ...(signal ? { signal } : {}),
      });
      if (outcome.kind === 'withdrawn') throw new WithdrawnBeforeSend();
      if (outcome.kind === 'refused') {
        // Nothing of it ran: the same rows go again, one to a request.
        if (!single) {
          options.log?.(
            `The service refused a request holding ${group.length} changes (${outcome.message}); the import now sends one change per request.`,
          );
        }
        single = true;
        queue.unshift(...group);
        return;
      }
      group.forEach((row, i) => {
        if (outcome.kind === 'failed') {
          row.resolve(fail(outcome.error));
          return;
        }
        const result = outcome.items[i];
        if (result) row.resolve(result);
        else row.reject(new Error('the batch reply holds fewer items than were sent'));
      });
    } catch (error) {
      // beforeSend failed (the journal could not be written, or the run is pausing), or the run's
      // signal withdrew the request from the pacer: nothing of the group left.
      group.forEach((row) => row.reject(error));
      // The run is pausing: rows still queued here would only wait in the pacer to be withdrawn
      // in turn, so they are withdrawn now, unsent. (No run resumes before all of its rows are
      // back, so every queued row is the pausing run's.)
      if (error instanceof WithdrawnBeforeSend) queue.splice(0).forEach((row) => row.reject(error));
    } finally {
      out--;
      pump();
    }
  };

  return {
    send(item, beforeSend) {
      return new Promise<RowResult>((resolve, reject) => {
        queue.push({ item, beforeSend, resolve, reject });
        schedule();
      });
    },
  };
}
