/** What the import service is built with (electron/core wires the real ones; tests their own). */
import type { GraphQLSchema } from 'graphql';
import type { ImportCheckProgress, ImportStatus } from '../../../shared/bulk/import-contract.ts';
import type { ExecuteRequest } from '../../broker/execute.ts';
import type { BatchTransport } from '../batch-transport.ts';
import type { OpenSink } from '../export/sink.ts';
import type { JournalStore } from '../journal/journal-store.ts';
import type { Scheduler } from '../../time/scheduler.ts';
import type { ImportSession } from './session-gate.ts';

export interface ImportServiceOptions {
  readonly journals: JournalStore;
  /**
   * The broker's request form: a run's rows send the mutations their plan names; what is typed
   * (facts, a witness) is built over it with `typedExecute`.
   */
  readonly execute: ExecuteRequest;
  /** Sends rows several to a request (docs/bulk.md); without it, one mutation per request. */
  readonly batch?: BatchTransport;
  readonly schema: GraphQLSchema;
  /** The signed-in profile and its scopes; undefined when signed out. */
  readonly session: ImportSession;
  /**
   * The account's restore rate and pool size, from the broker's credit model (`max` gives the
   * estimate its fastest case; without it the estimate says "up to").
   */
  readonly credits: () => { rate: number | null; max?: number | null };
  readonly emit: (status: ImportStatus) => void;
  readonly emitCheck: (progress: ImportCheckProgress) => void;
  /** Electron: the system Save dialog. Absent (web host): the renderer downloads the text. */
  readonly openSink?: OpenSink;
  /** Told when a run stops (finished, paused, cancelled): the replica fetches what changed. */
  readonly afterRun?: () => void;
  /** The runs' clock and timers (a row's settle wait); tests pass their own. */
  readonly clock?: Scheduler;
  /**
   * The pace of the statuses sent to the renderer (at most every 200 ms; a settle countdown each
   * second). Real time unless a test drives it; apart from `clock`, so a test holding its runs'
   * clock still does not hold their statuses back.
   */
  readonly statusClock?: Scheduler;
  /** Main's log: what a resumed stock run's witness found, or why it was not read. */
  readonly log?: (message: string) => void;
}
