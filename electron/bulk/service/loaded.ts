/** A run loaded in this process: its plan, journal and live run object. */
import type { ImportPlan } from '../import-kinds.ts';
import type { Journal } from '../journal/journal-store.ts';
import type { ImportRun } from '../run/import-run.ts';

export interface Loaded {
  readonly profileId: string;
  readonly createdAt: number;
  readonly plan: ImportPlan;
  readonly journal: Journal;
  readonly run: ImportRun;
  /** Credits each row is estimated at, on average (every import mutation costs one today). */
  readonly creditsPerRow: number;
  /** The run's promise while it runs. */
  active: Promise<unknown> | null;
  /**
   * Its journal proved, when loaded, that rows it does not record as sent were never sent (a new
   * run's always does). Rows still pending in this run were then never sent by anyone.
   */
  readonly proven: boolean;
}
