/**
 * One import run's journal on disk: a clear header line (format, run, profile, the sealed data
 * key), then one sealed record per line — the plan first, then events. Records are appended and
 * never rewritten. A `sending` record is flushed to the disk (fdatasync) before the mutation
 * leaves, so a crash can lose a reply but never the fact that a row was sent.
 *
 * Reading back: a last line that does not open is a write torn by the crash and is dropped (the
 * row it described had not been sent yet, or is still `sending`). A bad line anywhere else means
 * the file was damaged or tampered with, and the run is reported as such, never guessed at.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import {
  openRecord,
  parseKeyHeader,
  sealRecord,
  unsealDataKey,
  type SealedKeyHeader,
} from '../../store/sealed-records.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { parseEvent, type JournalEvent } from './events.ts';

export const JOURNAL_FORMAT = 'floorboard-import-journal';
export const JOURNAL_VERSION = 1;

export interface JournalHeader extends SealedKeyHeader {
  readonly format: typeof JOURNAL_FORMAT;
  readonly v: typeof JOURNAL_VERSION;
  readonly runId: string;
  readonly profileId: string;
  readonly createdAt: number;
}

/** The record's place in its file: binds each sealed record to this run and this position. */
const aadOf = (runId: string, seq: number): string => `${JOURNAL_FORMAT}:${runId}:${seq}`;

export interface JournalAppender {
  append(event: JournalEvent): Promise<void>;
  close(): Promise<void>;
}

/**
 * An append the journal refused or could not write (disk full, I/O error). After the first one
 * the journal takes nothing more: a record written after a gap would sit at the wrong position
 * and make the whole file read as damaged. What is on disk stays a readable prefix of the run.
 */
export class JournalWriteError extends Error {
  readonly kind = 'journal-write-failed';
  constructor(readonly detail: string) {
    super(`The import journal could not be written (${detail}).`);
    this.name = 'JournalWriteError';
  }
}

/** The part of a file handle the appender uses (a test can make it fail). */
export type AppendTarget = Pick<FileHandle, 'write' | 'datasync' | 'close'>;

/**
 * Appends in file order with group commit: records queued while a write is under way go out
 * together in the next write, with one fdatasync if any of them is a `sending` record. Each
 * append resolves once its record is written (and flushed, for `sending`). A record is sealed
 * with its position only when its batch is written, and the position counts only a successful
 * write; after a failed one every later append is refused with the same error.
 */
export function journalAppender(
  handle: AppendTarget,
  runId: string,
  key: Buffer,
  firstSeq: number,
): JournalAppender {
  let seq = firstSeq;
  let broken: JournalWriteError | null = null;
  let queue: { event: JournalEvent; done: () => void; fail: (e: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      if (broken) {
        const error = broken;
        batch.forEach((entry) => entry.fail(error));
        continue;
      }
      try {
        const text = batch
          .map(
            ({ event }, i) => `${sealRecord(key, aadOf(runId, seq + i), JSON.stringify(event))}\n`,
          )
          .join('');
        await handle.write(text);
        if (batch.some(({ event }) => event.t === 'sending')) await handle.datasync();
        seq += batch.length;
        batch.forEach((entry) => entry.done());
      } catch (error) {
        broken = new JournalWriteError(error instanceof Error ? error.message : String(error));
        const failure = broken;
        batch.forEach((entry) => entry.fail(failure));
      }
    }
    writing = null;
  };
  return {
    append(event) {
      if (broken) return Promise.reject(broken);
      return new Promise<void>((done, fail) => {
        queue.push({ event, done, fail });
        writing ??= flush();
      });
    },
    async close() {
      await writing;
      await handle.close();
    },
  };
}

export async function createJournalFile(
  path: string,
  header: JournalHeader,
  key: Buffer,
  plan: unknown,
): Promise<JournalAppender> {
  // 'wx': a run id is never reused; an existing file is someone else's run.
  const handle = await open(path, 'wx', 0o600);
  const planLine = sealRecord(key, aadOf(header.runId, 0), JSON.stringify(plan));
  await handle.writeFile(`${JSON.stringify(header)}\n${planLine}\n`);
  await handle.datasync();
  return journalAppender(handle, header.runId, key, 1);
}

export type JournalReadResult =
  | {
      readonly ok: true;
      readonly header: JournalHeader;
      readonly plan: unknown;
      readonly events: readonly JournalEvent[];
      readonly key: Buffer;
      /** Next record number, for appending to this file on resume. */
      readonly nextSeq: number;
      /** Bytes of the file that hold whole, valid records; a torn tail after them is cut. */
      readonly validBytes: number;
    }
  | {
      readonly ok: false;
      readonly header: JournalHeader | null;
      readonly reason: 'unreadable' | 'damaged' | 'backend-changed' | 'undecryptable';
    };

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
  const { runId, profileId, createdAt } = record;
  if (record['format'] !== JOURNAL_FORMAT || record['v'] !== JOURNAL_VERSION) return null;
  if (typeof runId !== 'string' || typeof profileId !== 'string') return null;
  if (typeof createdAt !== 'number') return null;
  return { ...key, format: JOURNAL_FORMAT, v: JOURNAL_VERSION, runId, profileId, createdAt };
}

/** Room for the header line (a few hundred bytes) without reading a long journal whole. */
const HEADER_BYTES = 16 * 1024;

/** Only the clear header: whose run it is. Null when the file has no readable header. */
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

export async function readJournalFile(
  path: string,
  cipher: SecretCipher,
  backend: string,
): Promise<JournalReadResult> {
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  // A file always ends with a newline; anything after the last one is a torn write.
  const complete = text.endsWith('\n') ? lines.slice(0, -1) : lines;
  const header = parseJournalHeader(complete[0] ?? '');
  if (!header) return { ok: false, header: null, reason: 'unreadable' };
  const unsealed = await unsealDataKey(cipher, header, backend);
  if (!unsealed.ok) return { ok: false, header, reason: unsealed.reason };
  const { key } = unsealed;
  const records: unknown[] = [];
  let validBytes = Buffer.byteLength(`${complete[0] ?? ''}\n`);
  const sealed = complete.slice(1);
  for (const [seq, line] of sealed.entries()) {
    const plain = openRecord(key, aadOf(header.runId, seq), line);
    if (plain === null) {
      if (seq === sealed.length - 1 && seq > 0) break; // torn last write
      return { ok: false, header, reason: 'damaged' };
    }
    records.push(JSON.parse(plain) as unknown);
    validBytes += Buffer.byteLength(`${line}\n`);
  }
  const [plan, ...rest] = records;
  if (plan === undefined) return { ok: false, header, reason: 'damaged' };
  const events: JournalEvent[] = [];
  for (const record of rest) {
    const event = parseEvent(record);
    if (!event) return { ok: false, header, reason: 'damaged' };
    events.push(event);
  }
  return { ok: true, header, plan, events, key, nextSeq: records.length, validBytes };
}

/** Reopens a journal to append after a restart, first cutting any torn tail. */
export async function reopenJournalFile(
  path: string,
  read: Extract<JournalReadResult, { ok: true }>,
): Promise<JournalAppender> {
  const handle = await open(path, 'r+');
  try {
    await handle.truncate(read.validBytes);
  } finally {
    await handle.close();
  }
  return journalAppender(await open(path, 'a'), read.header.runId, read.key, read.nextSeq);
}
