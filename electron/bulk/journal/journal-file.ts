/**
 * One import run's journal on disk: a clear header line (format, run, profile, the sealed data
 * key), then one sealed record per line — the plan first, then events. Records are appended and
 * never rewritten. A `sending` record is flushed to the disk (fdatasync) before the mutation
 * leaves, so a crash can lose a reply but never the fact that a row was sent.
 *
 * What each record proves: it is sealed (AES-GCM) with additional data naming the digest of the
 * header line and the record's number, so a changed byte anywhere — the header's profile id
 * included — a record moved, dropped from the middle or taken from another file, fails to open.
 * A file cut short at a line boundary, or an older copy restored, still reads as a valid prefix:
 * only the mark (`<file>.mark`, naming a record count and the last of those records) says the
 * records are complete: it is written after every flush of `sending` records, before those rows
 * leave, and when a run stops cleanly, so every row that may have left has its record within
 * the part it names. A journal whose mark does not name a part of it (cut below the mark, an
 * older copy put back, or no mark) is read as `proven: false`, and its unsent rows are checked
 * against the service before anything is sent (import-service.ts).
 *
 * Reading back: only bytes after the last newline are a torn write (a crash mid-append), dropped
 * and cut on reopen. A complete line that does not open — the last one included — means the file
 * was damaged, and the run is reported as such, never guessed at.
 */
import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import {
  openRecord,
  parseKeyHeader,
  sealRecord,
  unsealDataKey,
  type SealedKeyHeader,
} from '../../store/sealed-records.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import type { Result } from '../../../shared/result.ts';
import { parseEvent, type JournalEvent } from './events.ts';
import {
  JournalWriteError,
  asWriteError,
  removeDurably,
  writeAll,
  writeFileAtomic,
  type AppendTarget,
  type OpenTarget,
} from './journal-disk.ts';

export { JournalWriteError } from './journal-disk.ts';

export const JOURNAL_FORMAT = 'floorboard-import-journal';
/** 2: records bound to the header's digest, and the commit mark. 1 is still read (never proven). */
export const JOURNAL_VERSION = 2;
type ReadableVersion = 1 | 2;

export interface JournalHeader extends SealedKeyHeader {
  readonly format: typeof JOURNAL_FORMAT;
  readonly v: ReadableVersion;
  readonly runId: string;
  readonly profileId: string;
  readonly createdAt: number;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Binds a record to its file's exact header line and its position in the file. */
function aadFor(header: JournalHeader, headerLine: string): (seq: number | 'mark') => string {
  if (header.v === 1) return (seq) => `${JOURNAL_FORMAT}:${header.runId}:${seq}`;
  const bound = digest(headerLine);
  return (seq) => `${JOURNAL_FORMAT}:2:${bound}:${seq}`;
}

export const markPathOf = (path: string): string => `${path}.mark`;

export interface JournalAppender {
  append(event: JournalEvent): Promise<void>;
  /**
   * The run stopped with every record written: marks the file complete up to here. The next
   * append first removes the mark (durably), so a mark never stands for a file that grew after.
   */
  commit(): Promise<void>;
  close(): Promise<void>;
}

interface AppendState {
  readonly path: string;
  readonly key: Buffer;
  readonly aad: (seq: number | 'mark') => string;
  readonly openTarget: OpenTarget;
  /** Records in the file so far, and the last of them (the mark names both). */
  seq: number;
  lastLine: string;
  /**
   * A mark this appender did not write (left beside a reopened file): removed before the first
   * new record. Marks this appender writes are only ever replaced by newer ones.
   */
  staleMark: boolean;
}

interface Pending {
  readonly done: () => void;
  readonly fail: (error: unknown) => void;
}
type Queued = (Pending & { readonly event: JournalEvent }) | (Pending & { readonly commit: true });

/**
 * Appends in file order with group commit: records queued while a write is under way go out
 * together in the next write, with one fdatasync if any of them is a `sending` record. Each
 * append resolves once its record is written whole (and flushed, for `sending`). A record is
 * sealed with its position only when its batch is written, and the position counts only a
 * successful write; after a failed one every later append is refused with the same error, so
 * what is on disk stays a readable prefix of the run (a partly written batch is a torn tail).
 * A commit takes its turn in the same queue: appends after it wait until the mark is written, and
 * then remove it before their record, so a mark never stands for a file that grew meanwhile.
 */
function journalAppender(handle: AppendTarget, state: AppendState): JournalAppender {
  let broken: JournalWriteError | null = null;
  let queue: Queued[] = [];
  let writing: Promise<void> | null = null;
  const writeBatch = async (batch: readonly (Pending & { readonly event: JournalEvent })[]) => {
    if (broken) {
      const error = broken;
      batch.forEach((entry) => entry.fail(error));
      return;
    }
    try {
      if (state.staleMark) {
        await removeDurably(markPathOf(state.path));
        state.staleMark = false;
      }
      const lines = batch.map(({ event }, i) =>
        sealRecord(state.key, state.aad(state.seq + i), JSON.stringify(event)),
      );
      await writeAll(handle, Buffer.from(lines.map((line) => `${line}\n`).join('')));
      const sending = batch.some(({ event }) => event.t === 'sending');
      if (sending) await handle.datasync();
      state.seq += batch.length;
      state.lastLine = lines.at(-1) ?? state.lastLine;
      // Before any of these rows leaves, the mark covers their records: after a crash, a row
      // with no record in the marked part was never sent.
      if (sending) await writeMarkFile();
      batch.forEach((entry) => entry.done());
    } catch (error) {
      broken = asWriteError(error);
      const failure = broken;
      batch.forEach((entry) => entry.fail(failure));
    }
  };
  /** The mark for the file as it is now (records on disk, flushed). */
  const writeMarkFile = async (): Promise<void> => {
    const mark = sealRecord(
      state.key,
      state.aad('mark'),
      JSON.stringify({ records: state.seq, last: digest(state.lastLine) }),
    );
    await writeFileAtomic(state.openTarget, markPathOf(state.path), Buffer.from(mark));
    state.staleMark = false;
  };
  const writeMark = async (): Promise<void> => {
    if (broken) return;
    // Everything appended is on disk (a `settled` record may not have been flushed yet).
    await handle.datasync();
    await writeMarkFile();
  };
  const flush = async (): Promise<void> => {
    while (queue.length > 0) {
      const [first] = queue;
      if (first !== undefined && 'commit' in first) {
        queue = queue.slice(1);
        await writeMark().then(first.done, first.fail);
        continue;
      }
      // The appends up to the next commit go out as one batch.
      const end = queue.findIndex((entry) => 'commit' in entry);
      const taken = end < 0 ? queue : queue.slice(0, end);
      queue = end < 0 ? [] : queue.slice(end);
      await writeBatch(taken.filter((entry) => 'event' in entry));
    }
    writing = null;
  };
  const enqueue = (entry: Queued): void => {
    queue.push(entry);
    writing ??= flush();
  };
  return {
    append(event) {
      if (broken) return Promise.reject(broken);
      return new Promise<void>((done, fail) => enqueue({ event, done, fail }));
    },
    commit() {
      return new Promise<void>((done, fail) => enqueue({ commit: true, done, fail }));
    },
    async close() {
      await writing;
      await handle.close();
    },
  };
}

/**
 * Writes the header and the plan as one new file, whole or not at all (a full disk leaves no
 * file behind), then opens it to append. 'wx' underneath: a run id is never reused.
 */
export async function createJournalFile(
  path: string,
  header: JournalHeader,
  key: Buffer,
  plan: unknown,
  openTarget: OpenTarget,
): Promise<JournalAppender> {
  const headerLine = JSON.stringify(header);
  const aad = aadFor(header, headerLine);
  const planLine = sealRecord(key, aad(0), JSON.stringify(plan));
  await writeFileAtomic(openTarget, path, Buffer.from(`${headerLine}\n${planLine}\n`));
  const handle = await openTarget(path, 'a').catch((error: unknown) => {
    throw asWriteError(error);
  });
  return journalAppender(handle, {
    path,
    key,
    aad,
    openTarget,
    seq: 1,
    lastLine: planLine,
    staleMark: false,
  });
}

export type JournalFailure = 'unreadable' | 'damaged' | 'backend-changed' | 'undecryptable';

/** A journal that opened whole: its run, and where to go on appending. */
export interface JournalRead {
  readonly header: JournalHeader;
  readonly headerLine: string;
  readonly plan: unknown;
  readonly events: readonly JournalEvent[];
  readonly key: Buffer;
  /** Next record number, for appending to this file on resume. */
  readonly nextSeq: number;
  /** The last whole record, which a commit mark names. */
  readonly lastLine: string;
  /** Bytes of the file that hold whole, valid records; a torn tail after them is cut. */
  readonly validBytes: number;
  /**
   * The commit mark matches the file: its records are complete, and a row with no record
   * was never sent. False after a crash, for a restored older copy or a cut-off tail.
   */
  readonly proven: boolean;
}

/** A journal that did not open, and what could still be told of it. */
export interface JournalReadError {
  readonly reason: JournalFailure;
  readonly header: JournalHeader | null;
  /**
   * The header opened the plan record, so whose run it is can be trusted; false when the
   * header itself may be what changed.
   */
  readonly headerVerified: boolean;
  /** The plan, when it could be read: which import the damaged journal was. */
  readonly plan?: unknown;
  /** Records that opened before the damage (the plan included). */
  readonly records?: number;
}

export type JournalReadResult = Result<JournalRead, JournalReadError>;

export function parseJournalHeader(line: string): JournalHeader | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const key = parseKeyHeader(value);
  if (!key || typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { runId, profileId, createdAt, v } = record;
  if (record['format'] !== JOURNAL_FORMAT || (v !== 1 && v !== 2)) return null;
  if (typeof runId !== 'string' || typeof profileId !== 'string') return null;
  if (typeof createdAt !== 'number') return null;
  return { ...key, format: JOURNAL_FORMAT, v, runId, profileId, createdAt };
}

/** Room for the header line (a few hundred bytes) without reading a long journal whole. */
const HEADER_BYTES = 16 * 1024;

/** Only the clear header, unchecked: whose run it says it is. Null when it has none. */
export async function readJournalHeader(path: string): Promise<JournalHeader | null> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.indexOf('\n');
    return end < 0 ? null : parseJournalHeader(text.slice(0, end));
  } finally {
    await handle.close();
  }
}

/**
 * Whether the mark beside the file names a part of it: the file holds at least the records the
 * mark counts, the last of them the one it names. Every row that may have left has its `sending`
 * record in that part (a mark follows every flush of `sending` records, before they leave).
 */
async function markMatches(
  path: string,
  key: Buffer,
  aad: (seq: number | 'mark') => string,
  lineAt: (records: number) => string | undefined,
): Promise<boolean> {
  const sealed = await readFile(markPathOf(path), 'utf8').catch(() => null);
  if (sealed === null) return false;
  const plain = openRecord(key, aad('mark'), sealed.trim());
  if (plain === null) return false;
  try {
    const mark = JSON.parse(plain) as { records?: unknown; last?: unknown };
    if (typeof mark.records !== 'number') return false;
    const line = lineAt(mark.records);
    return line !== undefined && mark.last === digest(line);
  } catch {
    return false;
  }
}

export async function readJournalFile(
  path: string,
  cipher: SecretCipher,
  backend: string,
): Promise<JournalReadResult> {
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  // Whole records end with a newline; only what follows the last one is a torn write.
  const complete = lines.slice(0, -1);
  const torn = (lines.at(-1) ?? '') !== '';
  const headerLine = complete[0] ?? '';
  const header = parseJournalHeader(headerLine);
  if (!header)
    return { ok: false, error: { reason: 'unreadable', header: null, headerVerified: false } };
  const unsealed = await unsealDataKey(cipher, header, backend);
  if (!unsealed.ok)
    return { ok: false, error: { reason: unsealed.error, header, headerVerified: false } };
  const key = unsealed.value;
  const aad = aadFor(header, headerLine);
  const records: unknown[] = [];
  let validBytes = Buffer.byteLength(`${headerLine}\n`);
  const sealed = complete.slice(1);
  const damaged = (): JournalReadResult => ({
    ok: false,
    error: {
      reason: 'damaged',
      header,
      headerVerified: records.length > 0,
      ...(records.length > 0 ? { plan: records[0], records: records.length } : {}),
    },
  });
  for (const [seq, line] of sealed.entries()) {
    const plain = openRecord(key, aad(seq), line);
    if (plain === null) return damaged();
    try {
      records.push(JSON.parse(plain) as unknown);
    } catch {
      return damaged();
    }
    validBytes += Buffer.byteLength(`${line}\n`);
  }
  const [plan, ...rest] = records;
  if (plan === undefined) return damaged();
  const events: JournalEvent[] = [];
  for (const record of rest) {
    const event = parseEvent(record);
    if (!event) return damaged();
    events.push(event);
  }
  const lastLine = sealed.at(-1) ?? '';
  const proven =
    header.v === JOURNAL_VERSION &&
    !torn &&
    (await markMatches(path, key, aad, (count) =>
      count >= 1 && count <= sealed.length ? sealed[count - 1] : undefined,
    ));
  return {
    ok: true,
    value: {
      header,
      headerLine,
      plan,
      events,
      key,
      nextSeq: records.length,
      lastLine,
      validBytes,
      proven,
    },
  };
}

/** Reopens a journal to append after a restart, first cutting any torn tail. */
export async function reopenJournalFile(
  path: string,
  read: JournalRead,
  openTarget: OpenTarget,
): Promise<JournalAppender> {
  const handle = await open(path, 'r+');
  try {
    if ((await handle.stat()).size !== read.validBytes) {
      await handle.truncate(read.validBytes);
      await handle.datasync();
    }
  } finally {
    await handle.close();
  }
  return journalAppender(await openTarget(path, 'a'), {
    path,
    key: read.key,
    aad: aadFor(read.header, read.headerLine),
    openTarget,
    seq: read.nextSeq,
    lastLine: read.lastLine,
    // Any mark left beside it (matching or not) goes before the first new record.
    staleMark: true,
  });
}
