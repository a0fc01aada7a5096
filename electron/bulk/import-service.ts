/**
 * Main's side of imports: receives a chosen file in chunks, previews it, journals and runs the
 * confirmed plan as background work, and answers the renderer's status, pause, resume, cancel
 * and results. Runs belong to the profile that started them; after a restart the journal's runs
 * are offered for resuming (a row left `sending` is verified before anything is sent).
 */
import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { fail, ok, type BridgeError, type BridgeResult } from '../../shared/bridge/errors.ts';
import type {
  FileDelivery,
  ImportAction,
  ImportCheckProgress,
  ImportOverview,
  ImportPreview,
  ImportRowView,
  ImportRowsWindow,
  ImportSettling,
  ImportStatus,
  UnreadableJournal,
} from '../../shared/bulk/import-contract.ts';
import { IMPORT_KIND_INFO, importScopes, type ImportKind } from '../../shared/bulk/import-kinds.ts';
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import { MAX_IMPORT_BYTES } from './csv/read.ts';
import type { BatchTransport, Execute } from './execute.ts';
import { deliverText, openDownload, type OpenSink } from './export/sink.ts';
import type { RowState, RunStatus } from './journal/events.ts';
import type { Journal, JournalStore } from './journal/journal-store.ts';
import {
  importColumns,
  parseImportPlan,
  planMutations,
  planResults,
  previewImportFile,
  previewRows,
  runOfPlan,
  type ImportPlan,
} from './import-kinds.ts';
import { backgroundSeconds, describeEstimate, mutationCredits } from './run/estimate.ts';
import { countStates, type ImportRun, type RunProgress, type Settling } from './run/import-run.ts';
import { resultsCsv } from './run/results.ts';
import { KEY_FILE_BACKEND } from '../store/key-file-backend.ts';
import { journalCreateError } from './journal/create-error.ts';
import { createKnownStatusesByProfile } from './orders/known-statuses.ts';
import { asWriteError } from './journal/journal-disk.ts';
import { inFlightRanges, pendingRows, resumeStates } from './run/unproven-rows.ts';

export interface ImportServiceOptions {
  readonly journals: JournalStore;
  readonly execute: Execute;
  /** Sends rows several to a request (docs/bulk.md); without it, one mutation per request. */
  readonly batch?: BatchTransport;
  readonly schema: GraphQLSchema;
  /** The signed-in profile and its scopes; undefined when signed out. */
  readonly session: () =>
    { profileId: string; scopes: readonly string[]; scopeLimited: boolean } | undefined;
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
  readonly now?: () => number;
  /** The runs' timers (a row's settle wait); tests pass their own, with `now`. */
  readonly timer?: (ms: number, fire: () => void) => () => void;
  /** Main's log: what a resumed stock run's witness found, or why it was not read. */
  readonly log?: (message: string) => void;
}

interface Upload {
  readonly profileId: string;
  readonly fileName: string;
  readonly chunks: Buffer[];
  size: number;
}

interface Loaded {
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

const KEEP = 4;
const TICK_MS = 1000;

/** The run's settling row in the user's terms: its line in the file. */
function settlingOf(plan: ImportPlan, settling: Settling | null): ImportSettling | null {
  if (!settling) return null;
  const line = plan.rows[settling.row]?.line;
  return line === undefined
    ? null
    : {
        line,
        seconds: settling.seconds,
        interrupted: settling.interrupted,
        rows: settling.rows,
      };
}
const PREVIEW_ROWS = 200;
const PREVIEW_PROBLEMS = 1000;
const INTERRUPTED =
  'The import was interrupted (Floorboard quit or crashed). Resume it to send the remaining rows; any row that was in flight is checked first.';
/** Its journal cannot prove which rows were never sent (a crash, a cut-off or older file). */
const UNPROVEN =
  'The import was interrupted (Floorboard quit or crashed, or its journal was put back from an older copy). Resume it to go on: every row its journal does not record as done is first looked up in the service, so none is applied twice.';
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  while (map.size > KEEP) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

export interface ImportService {
  upload(input: {
    uploadId?: string | undefined;
    fileName: string;
    offset: number;
    data: string;
  }): Promise<BridgeResult<{ uploadId: string; received: number }>>;
  preview(uploadId: string, kind: ImportKind): Promise<BridgeResult<ImportPreview>>;
  start(previewId: string): Promise<BridgeResult<ImportStatus>>;
  control(runId: string, action: ImportAction): Promise<BridgeResult<ImportStatus | null>>;
  status(): Promise<BridgeResult<ImportOverview>>;
  results(runId: string, excel: boolean): Promise<BridgeResult<FileDelivery>>;
  rows(
    runId: string,
    show: ImportRowView,
    offset: number,
    limit: number,
  ): Promise<BridgeResult<ImportRowsWindow>>;
  /**
   * Sign-out or profile removal: stops the profile's runs and deletes their journals (and the
   * sealed keys in them), its uploads and previews. `keepResumable` (sign-out) keeps the journals
   * of runs that can still be resumed: they are the only record of which rows were applied, so
   * deleting them would let the same file be applied again.
   */
  forget(profileId: string, options?: { readonly keepResumable?: boolean }): Promise<void>;
  /**
   * How many of the profile's runs could still be finished: running, paused or interrupted with
   * rows left. Removing the profile deletes them (see `forget`), so its confirmation says so.
   */
  resumableCount(profileId: string): Promise<number>;
  /** Pauses every running import (quit); their journals keep them for the next start. */
  close(): Promise<void>;
}

/** A journalled run left running or paused with rows still to send or to check. */
function isResumable(state: { readonly status: string; readonly rows: readonly RowState[] }) {
  const counts = countStates(state.rows);
  return (
    counts.pending + counts.sending > 0 && (state.status === 'running' || state.status === 'paused')
  );
}

const otherProfile = (): BridgeError => ({
  kind: 'signed-out',
  message: 'Another profile is in use. Switch back to this one to resume the import.',
});

export function createImportService(options: ImportServiceOptions): ImportService {
  const { journals } = options;
  const now = options.now ?? Date.now;
  const uploads = new Map<string, Upload>();
  const previews = new Map<string, { profileId: string; plan: ImportPlan }>();
  const knownStatuses = createKnownStatusesByProfile();
  const loaded = new Map<string, Loaded>();
  /**
   * Controls of each run, one after another: a second Resume (a double click, another tab) must
   * not load the same journal again while the first is still reading it, or every pending row
   * would be sent twice. The entry is recorded before the first await.
   */
  const controlling = new Map<string, Promise<unknown>>();
  let lastEmit = 0;
  /** Runs whose settle countdown is re-sent each second. */
  const ticking = new Map<string, ReturnType<typeof setTimeout>>();
  let emitTimer: ReturnType<typeof setTimeout> | undefined;

  const signedIn = () => options.session();
  const notSignedIn = () => fail({ kind: 'signed-out', message: 'Sign in to import.' } as const);
  /** What running an import of this kind needs: the scopes of every operation it sends. */
  const scopeProblem = (kind: ImportKind): BridgeResult<never> | null => {
    const session = signedIn();
    if (!session) return notSignedIn();
    if (!session.scopeLimited) return null;
    const missing = missingScopes(importScopes(kind), session.scopes);
    return missing.length === 0
      ? null
      : fail({
          kind: 'missing-scope',
          scopes: missing,
          message: `Importing ${IMPORT_KIND_INFO[kind].what} needs the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which this sign-in lacks.`,
        });
  };

  /**
   * The rows not yet done at the import's share of the restore rate; and a row waiting out its
   * settle time after a lost reply (up to a minute) holds the run's end at least that long.
   */
  const secondsLeft = (entry: Loaded, progress: RunProgress): number | null => {
    const open = progress.counts.pending + progress.counts.sending;
    const rows = backgroundSeconds(open * entry.creditsPerRow, options.credits().rate);
    const settling = progress.settling?.seconds ?? 0;
    return rows === null ? (settling > 0 ? settling : null) : Math.max(rows, settling);
  };

  const statusOf = (entry: Loaded, runId: string): ImportStatus => {
    const progress = entry.run.progress();
    return {
      runId,
      kind: entry.plan.kind,
      fileName: entry.plan.fileName,
      createdAt: entry.createdAt,
      total: progress.total,
      counts: progress.counts,
      status: progress.status,
      stopReason: progress.stopReason,
      secondsLeft: progress.status === 'running' ? secondsLeft(entry, progress) : null,
      settling: settlingOf(entry.plan, progress.settling),
      resumable:
        progress.status === 'paused' || (progress.status === 'running' && entry.active === null),
    };
  };

  const emitSoon = (runId: string): void => {
    const send = (): void => {
      emitTimer = undefined;
      lastEmit = now();
      const entry = loaded.get(runId);
      if (!entry) return;
      const status = statusOf(entry, runId);
      options.emit(status);
      // A row waiting out its settle time: its countdown moves on without any other change.
      if (status.settling && !ticking.has(runId)) {
        ticking.set(
          runId,
          setTimeout(() => {
            ticking.delete(runId);
            emitSoon(runId);
          }, TICK_MS),
        );
      }
    };
    if (emitTimer) return;
    const wait = Math.max(0, lastEmit + 200 - now());
    if (wait === 0) send();
    else emitTimer = setTimeout(send, wait);
  };

  const launch = (runId: string, entry: Loaded): void => {
    entry.active = entry.run.run().finally(() => {
      entry.active = null;
      options.afterRun?.();
      const current = loaded.get(runId);
      if (current) options.emit(statusOf(current, runId));
    });
  };

  const load = (
    runId: string,
    profileId: string,
    createdAt: number,
    plan: ImportPlan,
    journal: Journal,
    initial: readonly RowState[],
    proven: boolean,
    resuming: boolean,
    status: RunStatus = 'running',
  ): Loaded => {
    // The broker sends with whichever profile is active: once another one is, this run's rows
    // must not go (they would change that account), so the run stops with the row pending.
    // Any reply that comes back means the service answers again: rows waiting to retry a
    // failed check are checked now.
    const execute: Execute = (request) =>
      signedIn()?.profileId === profileId
        ? options.execute(request).then((result) => {
            if (result.ok) loaded.get(runId)?.run.serviceBack();
            return result;
          })
        : Promise.resolve(fail(otherProfile()));
    const creditsPerRow =
      plan.rows.length === 0
        ? 0
        : mutationCredits(options.schema, planMutations(plan)) / plan.rows.length;
    const batch: BatchTransport | undefined = options.batch && {
      room: options.batch.room,
      // As `execute` above: only while this run's profile is the active one.
      executeBatch: (request) => {
        const send = options.batch?.executeBatch;
        if (!send || signedIn()?.profileId !== profileId) {
          return Promise.resolve({ kind: 'failed' as const, error: otherProfile() });
        }
        return send(request).then((outcome) => {
          if (outcome.kind === 'sent') loaded.get(runId)?.run.serviceBack();
          return outcome;
        });
      },
    };
    const run = runOfPlan(plan, {
      execute,
      ...(batch ? { batch, creditsPerRow: Math.max(1, creditsPerRow) } : {}),
      journal,
      initial,
      createdAt,
      resuming,
      status,
      ...(options.log ? { log: options.log } : {}),
      onChange: () => emitSoon(runId),
      clock: { now, ...(options.timer ? { timer: options.timer } : {}) },
    });
    const entry: Loaded = {
      profileId,
      createdAt,
      plan,
      journal,
      run,
      creditsPerRow,
      active: null,
      proven,
    };
    loaded.set(runId, entry);
    return entry;
  };

  /** Journalled runs of this profile not loaded in this process: interrupted or left over. */
  const storedRuns = async (profileId: string) => {
    const runs = await journals.list(profileId, parseImportPlan);
    return runs.filter((run) => !loaded.has(run.runId));
  };

  /** Those of them that could still be finished (the ones a removal would lose). */
  const resumableStoredRuns = async (profileId: string) =>
    (await storedRuns(profileId)).filter((run) => run.ok && isResumable(run.state));

  const storedStatus = (
    run: Extract<Awaited<ReturnType<typeof storedRuns>>[number], { ok: true }>,
  ): ImportStatus => {
    const counts = countStates(run.state.rows);
    const interrupted = isResumable(run.state);
    return {
      runId: run.runId,
      kind: run.plan.kind,
      fileName: run.plan.fileName,
      createdAt: run.createdAt,
      total: run.plan.rows.length,
      counts,
      status: interrupted
        ? 'paused'
        : run.state.status === 'running'
          ? 'finished'
          : run.state.status,
      stopReason: !interrupted
        ? null
        : !run.proven
          ? UNPROVEN
          : run.state.status === 'running'
            ? INTERRUPTED
            : null,
      secondsLeft: null,
      settling: null,
      resumable: interrupted,
    };
  };

  const controlNow = async (
    runId: string,
    action: ImportAction,
  ): Promise<BridgeResult<ImportStatus | null>> => {
    const session = signedIn();
    if (!session) return notSignedIn();
    let entry = loaded.get(runId);
    const broken = entry?.run.progress().journalFailed === true && !entry.active;
    /** Rows this process knows were never sent, whatever the file can prove. */
    let neverSent: ReadonlySet<number> = new Set<number>();
    if (entry && broken && action !== 'pause' && entry.profileId === session.profileId) {
      // Its journal refused a write: go on from what the file on disk holds (a readable prefix
      // of the run; a row whose outcome was not recorded is still `sending` there, and checked).
      // The file has no commit mark since the failure; what this process saw stands in for it.
      if (entry.proven) neverSent = pendingRows(entry.run.rows());
      await entry.journal.close().catch(() => undefined);
      loaded.delete(runId);
      entry = undefined;
    }
    if (!entry) {
      const stored = (await storedRuns(session.profileId)).find((run) => run.runId === runId);
      if (!stored)
        return fail({ kind: 'invalid-input', message: 'This import is no longer available.' });
      if (action === 'dismiss') {
        // A journal that cannot be read is kept aside, not deleted: it may be the only account
        // of which rows were applied.
        if (stored.ok) await journals.remove(runId);
        else await journals.setAside(runId);
        return ok(null);
      }
      if (!stored.ok) return fail({ kind: 'invalid-input', message: stored.message });
      if (action === 'resume') {
        const problem = scopeProblem(stored.plan.kind);
        if (problem) return problem;
      }
      const journal = await stored.reopen();
      const initial = resumeStates(stored, neverSent);
      // Rows the journal cannot prove unsent are in flight on disk before anything else is
      // written: a later commit mark (a pause before they were checked) must not make them look
      // never sent. The mark's write flushes the file first, so this record is on disk whenever
      // a mark is.
      const ranges = inFlightRanges(stored.state.rows, initial);
      if (ranges.length > 0) {
        try {
          await journal.append({ t: 'in-flight', ranges });
        } catch (error) {
          await journal.close().catch(() => undefined);
          return fail({
            kind: 'server',
            message: `The import journal could not be written (${asWriteError(error).detail}), so nothing was sent. Free some disk space, then resume.`,
          });
        }
      }
      entry = load(
        runId,
        session.profileId,
        stored.createdAt,
        stored.plan,
        journal,
        initial,
        stored.proven,
        true,
        stored.state.status,
      );
    }
    if (entry.profileId !== session.profileId)
      return fail({ kind: 'invalid-input', message: 'This import belongs to another profile.' });
    switch (action) {
      case 'pause':
        entry.run.pause();
        break;
      case 'cancel':
        if (entry.active) entry.run.cancel();
        else {
          entry.run.cancel();
          // Not running: record the cancellation in the journal through a run that stops at once.
          launch(runId, entry);
        }
        break;
      case 'resume': {
        const problem = scopeProblem(entry.plan.kind);
        if (problem) return problem;
        if (!entry.active) launch(runId, entry);
        break;
      }
      case 'recheck': {
        if (entry.active)
          return fail({
            kind: 'invalid-input',
            message: 'The import is still running; check the unknown rows once it stops.',
          });
        const problem = scopeProblem(entry.plan.kind);
        if (problem) return problem;
        // Check only: each unknown row is looked up and settled; nothing is sent, and no other
        // row is reached, whether the run was paused, finished or cancelled.
        const checking = entry.run.recheckUnknown();
        entry.active = checking;
        try {
          await checking;
        } finally {
          entry.active = null;
        }
        break;
      }
      case 'dismiss':
        if (entry.active)
          return fail({ kind: 'invalid-input', message: 'Pause or cancel the import first.' });
        await entry.journal.close();
        loaded.delete(runId);
        await journals.remove(runId);
        return ok(null);
    }
    return ok(statusOf(entry, runId));
  };

  /** A run's plan and row states: loaded in this process, or read from its journal. */
  const planAndStates = async (
    runId: string,
  ): Promise<BridgeResult<{ plan: ImportPlan; states: readonly RowState[] }>> => {
    const session = signedIn();
    if (!session) return notSignedIn();
    const entry = loaded.get(runId);
    if (entry && entry.profileId === session.profileId)
      return ok({ plan: entry.plan, states: entry.run.rows() });
    const stored = (await storedRuns(session.profileId)).find((run) => run.runId === runId);
    if (!stored?.ok)
      return fail({ kind: 'invalid-input', message: 'This import is no longer available.' });
    return ok({ plan: stored.plan, states: stored.state.rows });
  };

  return {
    upload(input) {
      const session = signedIn();
      if (!session) return Promise.resolve(notSignedIn());
      const bytes = Buffer.from(input.data, 'base64');
      let uploadId = input.uploadId;
      let upload = uploadId ? uploads.get(uploadId) : undefined;
      if (!uploadId || !upload) {
        if (input.offset !== 0 || input.uploadId) {
          return Promise.resolve(
            fail({
              kind: 'invalid-input',
              message: 'The file upload was interrupted; choose the file again.',
            }),
          );
        }
        uploadId = randomUUID();
        upload = { profileId: session.profileId, fileName: input.fileName, chunks: [], size: 0 };
        remember(uploads, uploadId, upload);
      }
      if (input.offset !== upload.size || upload.profileId !== session.profileId) {
        return Promise.resolve(
          fail({
            kind: 'invalid-input',
            message: 'The file upload was interrupted; choose the file again.',
          }),
        );
      }
      if (upload.size + bytes.length > MAX_IMPORT_BYTES) {
        uploads.delete(uploadId);
        return Promise.resolve(
          fail({
            kind: 'invalid-input',
            message: `This file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. An import takes at most 50,000 rows; split the file and import the parts one after another.`,
          }),
        );
      }
      upload.chunks.push(bytes);
      upload.size += bytes.length;
      return Promise.resolve(ok({ uploadId, received: upload.size }));
    },

    async preview(uploadId, kind) {
      const problem = scopeProblem(kind);
      if (problem) return problem;
      const upload = uploads.get(uploadId);
      const session = signedIn();
      if (!upload || !session || upload.profileId !== session.profileId) {
        return fail({ kind: 'invalid-input', message: 'Choose the file again.' });
      }
      const result = await previewImportFile(kind, {
        execute: options.execute,
        schema: options.schema,
        bytes: Buffer.concat(upload.chunks),
        fileName: upload.fileName,
        knownStatuses: knownStatuses.of(session.profileId),
        ...options.credits(),
        onProgress: (checked, total) => options.emitCheck({ uploadId, checked, total }),
      });
      if (!result.ok) {
        if ('error' in result) return fail(result.error);
        return ok({ ok: false, fileName: upload.fileName, message: result.file.message });
      }
      uploads.delete(uploadId);
      const { plan, problems, estimate, checkCredits } = result.preview;
      const previewId = randomUUID();
      remember(previews, previewId, { profileId: session.profileId, plan });
      return ok({
        ok: true,
        previewId,
        kind,
        fileName: plan.fileName,
        columns: importColumns(kind),
        changes: previewRows(plan, PREVIEW_ROWS),
        changeCount: plan.rows.length,
        problems: problems.slice(0, PREVIEW_PROBLEMS),
        problemCount: problems.length,
        estimate: {
          changes: estimate.changes,
          credits: estimate.credits,
          seconds: estimate.seconds,
          fastestSeconds: estimate.fastestSeconds,
          text: describeEstimate(estimate),
        },
        checkCredits,
      });
    },

    async start(previewId) {
      const session = signedIn();
      const preview = previews.get(previewId);
      const problem = preview ? scopeProblem(preview.plan.kind) : null;
      if (problem) return problem;
      if (!session || !preview || preview.profileId !== session.profileId) {
        return fail({
          kind: 'invalid-input',
          message: 'This preview is no longer available; choose the file again.',
        });
      }
      if (preview.plan.rows.length === 0) {
        return fail({
          kind: 'invalid-input',
          message:
            'No row of this file can be imported; fix the problems listed and choose it again.',
        });
      }
      // Nothing is sent before the plan is on disk (or, without a keyring, in memory).
      let journal: Journal;
      try {
        journal = await journals.create(session.profileId, preview.plan);
      } catch (error) {
        return fail(journalCreateError(error));
      }
      previews.delete(previewId);
      const entry = load(
        journal.runId,
        session.profileId,
        now(),
        preview.plan,
        journal,
        preview.plan.rows.map(() => ({ status: 'pending' })),
        true,
        false,
      );
      launch(journal.runId, entry);
      return ok(statusOf(entry, journal.runId));
    },

    control(runId, action) {
      const previous = controlling.get(runId) ?? Promise.resolve();
      const next = previous.then(
        () => controlNow(runId, action),
        () => controlNow(runId, action),
      );
      controlling.set(runId, next);
      const forget = (): void => {
        if (controlling.get(runId) === next) controlling.delete(runId);
      };
      next.then(forget, forget);
      return next;
    },

    async status() {
      const session = signedIn();
      if (!session) return notSignedIn();
      const runs: ImportStatus[] = [];
      const unreadable: UnreadableJournal[] = [];
      for (const [runId, entry] of loaded)
        if (entry.profileId === session.profileId) runs.push(statusOf(entry, runId));
      for (const run of await storedRuns(session.profileId)) {
        if (run.ok) runs.push(storedStatus(run));
        else
          unreadable.push({
            runId: run.runId,
            message: run.message,
            journalFile: run.fileName,
            ...(run.createdAt === null ? {} : { createdAt: run.createdAt }),
            ...(run.plan
              ? { fileName: run.plan.fileName, kind: run.plan.kind, rows: run.plan.rows.length }
              : {}),
          });
      }
      runs.sort((a, b) => b.createdAt - a.createdAt);
      const custody = await journals.custody();
      const busy = await journals.busy();
      return ok({
        runs,
        unreadable,
        ...(busy ? { busyElsewhere: busy.message } : {}),
        memoryOnly: custody.persistence === 'memory-only' ? custody.message : null,
        ...(custody.persistence === 'stored' && custody.backend === KEY_FILE_BACKEND
          ? { keyFileSealed: true }
          : {}),
      });
    },

    async results(runId, excel) {
      const found = await planAndStates(runId);
      if (!found.ok) return found;
      const { plan, states } = found.value;
      const text = resultsCsv(importColumns(plan.kind), planResults(plan, states), excel);
      const name = `${plan.fileName.replace(/\.csv$/i, '')} - results.csv`;
      try {
        return ok(await deliverText(options.openSink ?? openDownload, name, text));
      } catch (error) {
        return fail({
          kind: 'server',
          message: `The file could not be written: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },

    async rows(runId, show, offset, limit) {
      const found = await planAndStates(runId);
      if (!found.ok) return found;
      const { plan, states } = found.value;
      const all = planResults(plan, states);
      const shown = show === 'all' ? all : all.filter((row) => row.result !== 'Applied');
      return ok({
        columns: importColumns(plan.kind),
        rows: shown.slice(offset, offset + limit),
        offset,
        total: shown.length,
      });
    },

    async forget(profileId, forgetOptions = {}) {
      for (const [id, upload] of uploads) if (upload.profileId === profileId) uploads.delete(id);
      for (const [id, preview] of previews)
        if (preview.profileId === profileId) previews.delete(id);
      knownStatuses.forget(profileId);
      const mine = [...loaded].filter(([, entry]) => entry.profileId === profileId);
      mine.forEach(([, entry]) => entry.run.pause());
      await Promise.all(mine.flatMap(([, entry]) => (entry.active ? [entry.active] : [])));
      await Promise.all(mine.map(([, entry]) => entry.journal.close().catch(() => undefined)));
      mine.forEach(([runId]) => loaded.delete(runId));
      const keep = new Set<string>();
      if (forgetOptions.keepResumable === true) {
        for (const run of await resumableStoredRuns(profileId)) keep.add(run.runId);
      }
      await journals.forget(profileId, keep);
    },

    async resumableCount(profileId) {
      let count = 0;
      for (const [runId, entry] of loaded) {
        if (entry.profileId !== profileId) continue;
        const status = statusOf(entry, runId);
        if (status.status === 'running' || status.resumable) count++;
      }
      return count + (await resumableStoredRuns(profileId)).length;
    },

    async close() {
      if (emitTimer) clearTimeout(emitTimer);
      ticking.forEach((handle) => clearTimeout(handle));
      ticking.clear();
      const running = [...loaded.values()].flatMap((entry) => (entry.active ? [entry.active] : []));
      loaded.forEach((entry) => entry.run.pause());
      await Promise.all(running);
      await Promise.all([...loaded.values()].map((entry) => entry.journal.close()));
      loaded.clear();
      await journals.release();
    },
  };
}
