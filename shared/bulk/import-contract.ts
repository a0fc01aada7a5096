/**
 * What the renderer and main say to each other about imports and exports (see
 * shared/bridge/contract.ts for the methods). A file travels to main in base64 chunks that fit
 * the bridge's payload limit; the preview, the run's progress and its results come back as
 * plain data.
 */
import { z } from 'zod';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';
import { UPLOAD_CHUNK_CHARS } from './upload.ts';

const runId = z.uuid();

/** `recheck`: look up the rows settled Unknown again (the service may answer now). */
export const IMPORT_ACTIONS = ['pause', 'resume', 'cancel', 'dismiss', 'recheck'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** `problems`: rows that did not apply (failed, unknown, not sent); `all`: every line. */
export const IMPORT_ROW_VIEWS = ['problems', 'all'] as const;
export type ImportRowView = (typeof IMPORT_ROW_VIEWS)[number];
export const MAX_IMPORT_ROWS_WINDOW = 200;

/** A column of an import's tables (preview and results), as its kind names it. */
export interface ImportColumn {
  readonly label: string;
  /** Right-aligned (a quantity). */
  readonly numeric: boolean;
}

/** One line of an imported file and what became of it. */
export interface ImportRowResult {
  readonly line: number;
  /** One per column of the kind, as text; empty for a line the preview refused (see details). */
  readonly cells: readonly string[];
  readonly result: 'Applied' | 'Failed' | 'Unknown' | 'Not sent';
  readonly details: string;
}

export interface ImportRowsWindow {
  readonly columns: readonly ImportColumn[];
  readonly rows: readonly ImportRowResult[];
  readonly offset: number;
  /** Rows in this view in all. */
  readonly total: number;
}

export const IMPORT_REQUESTS = {
  /** One chunk of a chosen file; the first has no `uploadId` and main assigns one. */
  'import.upload': z.strictObject({
    uploadId: z.uuid().optional(),
    fileName: z.string().min(1).max(255),
    offset: z.number().int().nonnegative(),
    data: z
      .string()
      .max(UPLOAD_CHUNK_CHARS)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  }),
  /** Reads and checks an uploaded file as an import of this kind; nothing is sent. */
  'import.preview': z.strictObject({ uploadId: z.uuid(), kind: z.enum(IMPORT_KINDS) }),
  /** Journals the checked plan and starts sending. */
  'import.start': z.strictObject({ previewId: z.uuid() }),
  'import.control': z.strictObject({
    runId,
    action: z.enum(IMPORT_ACTIONS),
  }),
  'import.status': z.undefined(),
  /** Every row of a run with its result, as a CSV file. */
  'import.results': z.strictObject({ runId, excel: z.boolean() }),
  /** A window of a run's rows with their results, for the import panel. */
  'import.rows': z.strictObject({
    runId,
    show: z.enum(IMPORT_ROW_VIEWS),
    offset: z.number().int().nonnegative().max(1_000_000),
    limit: z.number().int().min(1).max(MAX_IMPORT_ROWS_WINDOW),
  }),
} as const;

export interface ImportEstimateView {
  readonly changes: number;
  readonly credits: number;
  /** The slowest likely time, alone on the account; null while the restore rate is unknown. */
  readonly seconds: number | null;
  /** The fastest (the background burst first); null while the pool is unknown. */
  readonly fastestSeconds: number | null;
  /** "4,000 changes, about 4,000 credits, 4–5 min: imports use 25% of the account's …" */
  readonly text: string;
}

/** A change the preview accepted: its line and its cells, one per column of the kind. */
export interface PreviewChange {
  readonly line: number;
  readonly cells: readonly string[];
}

export interface PreviewProblem {
  readonly line: number;
  readonly message: string;
}

/**
 * A file checked as an import: what it would change, its problems and the cost. A file refused
 * whole (encoding, delimiter, size, header) is no preview: `import.preview` fails with an
 * `invalid-input` error whose message names the file and says what to do instead.
 */
export interface ImportPreview {
  readonly previewId: string;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly columns: readonly ImportColumn[];
  /** The first changes, for a look; `changeCount` says how many in all. */
  readonly changes: readonly PreviewChange[];
  readonly changeCount: number;
  readonly problems: readonly PreviewProblem[];
  readonly problemCount: number;
  readonly estimate: ImportEstimateView;
  /** What checking the file against the service cost, in credits (already spent). */
  readonly checkCredits: number;
}

export interface ImportCounts {
  readonly pending: number;
  readonly sending: number;
  readonly applied: number;
  readonly failed: number;
  readonly unknown: number;
}

export type ImportRunStatus = 'running' | 'paused' | 'cancelled' | 'finished';

export interface ImportSettling {
  /** The row's line in the file. */
  readonly line: number;
  /** Whole seconds left before it is sent again, if the service still has not got it. */
  readonly seconds: number;
  /** In flight when the previous run stopped (a crash or a quit), not lost in this run. */
  readonly interrupted: boolean;
  /** Rows waiting in all, this one included. */
  readonly rows: number;
}

export interface ImportStatus {
  readonly runId: string;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly createdAt: number;
  readonly total: number;
  readonly counts: ImportCounts;
  readonly status: ImportRunStatus;
  /** Why the run paused by itself, or why it was interrupted (a restart). */
  readonly stopReason: string | null;
  /**
   * While running: the time the rows not yet done take at the import's share of the restore rate
   * (electron/bulk/run/estimate.ts), or a settling row's time if longer. It follows the rows, so
   * it only counts down; the pacer's own wait would jump with whatever else is queued (a
   * catalogue refresh's large page).
   */
  readonly secondsLeft: number | null;
  /**
   * While running: a row whose reply was lost, or that was in flight when the previous run
   * stopped, is checked against the service; "not found" counts only once its settle time is
   * over (docs/bulk.md "Lost replies"). The row soonest due, and how many wait in all.
   */
  readonly settling: ImportSettling | null;
  /** Rows whose result is not settled yet and that this run can still send. */
  readonly resumable: boolean;
}

/**
 * A journal that cannot be read, and which import it was as far as can be told: the plan's file,
 * kind and rows when its record still opens, when it was started when its header says. Dismissing
 * it sets the file aside (renamed, kept), so it is not offered again.
 */
export interface UnreadableJournal {
  readonly runId: string;
  readonly message: string;
  /** The journal's own file name in the imports folder. */
  readonly journalFile?: string;
  readonly fileName?: string;
  readonly kind?: ImportKind;
  readonly rows?: number;
  readonly createdAt?: number;
}

export interface ImportOverview {
  /** Runs of the active profile, newest first: running, interrupted, or done and not dismissed. */
  readonly runs: readonly ImportStatus[];
  /** Journals that could not be read (damaged, another keyring). */
  readonly unreadable: readonly UnreadableJournal[];
  /** Null when journals are kept on disk; otherwise why a restart loses them. */
  readonly memoryOnly: string | null;
  /** On disk, sealed with a key file only this user can read, not an OS keyring (web host). */
  readonly keyFileSealed?: boolean;
  /**
   * Another Floorboard (another web host, or another machine on a shared folder) holds this
   * profile's import journals: who, in a sentence. Its runs are not listed or offered for Resume.
   */
  readonly busyElsewhere?: string;
}

/** A file main made: saved through the system dialog (Electron) or handed over for a download. */
export type FileDelivery =
  | { readonly kind: 'saved'; readonly fileName: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'download'; readonly fileName: string; readonly text: string };

export interface ImportResponses {
  'import.upload': { readonly uploadId: string; readonly received: number };
  'import.preview': ImportPreview;
  'import.start': ImportStatus;
  'import.control': ImportStatus | null;
  'import.status': ImportOverview;
  'import.results': FileDelivery;
  'import.rows': ImportRowsWindow;
}

export interface ImportCheckProgress {
  readonly uploadId: string;
  readonly checked: number;
  readonly total: number;
}
