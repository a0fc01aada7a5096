import { appendFile, copyFile, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeCipher } from '../../auth/testing/fake-cipher.ts';
import { LOCK_FILE } from '../../lock/data-dir-lock.ts';
import { parseEvent, replay } from './events.ts';
import { openRealTarget, type OpenTarget } from './journal-disk.ts';
import { JournalWriteError } from './journal-file.ts';
import { createJournalStore, runIdOf, type RunPlan } from './journal-store.ts';
import { faultyDisk } from './testing/faulty-disk.ts';

interface Plan extends RunPlan {
  readonly rows: readonly { sku: string }[];
}
const parsePlan = (value: unknown): Plan | null =>
  typeof value === 'object' && value !== null && Array.isArray((value as Plan).rows)
    ? (value as Plan)
    : null;
const plan: Plan = { rows: [{ sku: 'SECRET-SKU-1' }, { sku: 'SECRET-SKU-2' }, { sku: 'SKU-3' }] };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-'));
});

async function onlyFile(): Promise<string> {
  // The journal, beside its mark (journal-file.ts).
  const names = (await readdir(dir)).filter((name) => !name.endsWith('.mark'));
  expect(names).toHaveLength(1);
  return join(dir, names[0] ?? '');
}

describe('replay', () => {
  it('rebuilds row states and the run status from the events', () => {
    const state = replay(4, [
      { t: 'sending', row: 0 },
      { t: 'settled', row: 0, outcome: { status: 'applied' } },
      { t: 'sending', row: 1 },
      { t: 'settled', row: 1, outcome: { status: 'failed', reason: 'Cannot remove 5' } },
      { t: 'sending', row: 2 },
      { t: 'paused' },
      { t: 'sending', row: 99 },
    ]);
    expect(state.status).toBe('paused');
    expect(state.rows.map((r) => r.status)).toEqual(['applied', 'failed', 'sending', 'pending']);
  });
});

describe('when a row left', () => {
  it('is optional when loading (older journals lack it) and must be a time when present', () => {
    expect(parseEvent({ t: 'sending', row: 2 })).toEqual({ t: 'sending', row: 2 });
    expect(parseEvent({ t: 'sending', row: 2, at: 1_700_000_000_000 })).toEqual({
      t: 'sending',
      row: 2,
      at: 1_700_000_000_000,
    });
    for (const at of ['1700000000000', null, -1, Number.NaN, Infinity, { ms: 1 }])
      expect(parseEvent({ t: 'sending', row: 2, at })).toBeNull();
  });

  it('is kept in the row state: the last send of the row counts', () => {
    const state = replay(3, [
      { t: 'sending', row: 0, at: 1000 },
      { t: 'sending', row: 0, at: 6000 },
      { t: 'sending', row: 1 },
    ]);
    expect(state.rows).toEqual([
      { status: 'sending', sentAt: 6000 },
      { status: 'sending' },
      { status: 'pending' },
    ]);
  });

  it('reads back from disk, beside records of the older format', async () => {
    const cipher = createFakeCipher();
    const journal = await createJournalStore({ dir, cipher }).create('profile-a', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'sending', row: 1, at: 1_700_000_000_000 });
    const [run] = await createJournalStore({ dir, cipher }).list('profile-a', parsePlan);
    expect(run?.ok && run.value.state.rows).toEqual([
      { status: 'sending' },
      { status: 'sending', sentAt: 1_700_000_000_000 },
      { status: 'pending' },
    ]);
  });
});

describe('journal on disk', () => {
  it('survives a restart: a new store reads what the old one wrote, and nothing is in the clear', async () => {
    const cipher = createFakeCipher();
    const first = createJournalStore({ dir, cipher });
    const journal = await first.create('profile-a', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await journal.append({ t: 'sending', row: 1 });
    // The process dies here: no close.

    const text = await readFile(await onlyFile(), 'utf8');
    expect(text).not.toContain('SECRET-SKU');
    expect(text).not.toContain('applied');

    const second = createJournalStore({ dir, cipher });
    const [found] = await second.list('profile-a', parsePlan);
    if (!found?.ok) throw new Error('expected a readable run');
    const run = found.value;
    expect(run.runId).toBe(journal.runId);
    expect(run.plan).toEqual(plan);
    expect(run.state.rows.map((r) => r.status)).toEqual(['applied', 'sending', 'pending']);
    expect(await second.list('profile-b', parsePlan)).toEqual([]);

    const reopened = await run.reopen();
    await reopened.append({ t: 'settled', row: 1, outcome: { status: 'unknown', reason: 'lost' } });
    await reopened.close();
    const [again] = await createJournalStore({ dir, cipher }).list('profile-a', parsePlan);
    expect(again?.ok && again.value.state.rows.map((r) => r.status)).toEqual([
      'applied',
      'unknown',
      'pending',
    ]);
  });

  it('drops a torn last write, cuts it on reopen, and keeps appending readably', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.close();
    const path = await onlyFile();
    await appendFile(path, 'AAAAtorn-half-a-reco');

    const [found] = await store.list('p', parsePlan);
    if (!found?.ok) throw new Error('expected a readable run');
    const run = found.value;
    expect(run.state.rows[0]?.status).toBe('sending');
    const reopened = await run.reopen();
    await reopened.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await reopened.close();
    expect(await readFile(path, 'utf8')).not.toContain('torn');
    const [after] = await store.list('p', parsePlan);
    expect(after?.ok && after.value.state.rows[0]?.status).toBe('applied');
  });

  it('refuses every append after a failed write, so what is on disk stays readable', async () => {
    const cipher = createFakeCipher();
    const disk = faultyDisk();
    const store = createJournalStore({ dir, cipher, open: disk.open });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    // The disk fills up part-way through the next record.
    disk.space = 40;
    const later = await Promise.allSettled([
      journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } }),
      journal.append({ t: 'sending', row: 1 }).then(() => journal.append({ t: 'sending', row: 2 })),
    ]);
    await journal.close();
    disk.space = Infinity;

    // The file reads back: row 0 was sent and its outcome is unknown to the journal (checked on
    // resume); rows 1 and 2 were never sent. The half-written record is a torn tail.
    const [run] = await store.list('p', parsePlan);
    expect(run?.ok && run.value.state.rows.map((r) => r.status)).toEqual([
      'sending',
      'pending',
      'pending',
    ]);
    expect(run?.ok && run.value.proven).toBe(false);
    for (const result of later) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { kind: 'journal-write-failed', diskFull: true },
      });
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(JournalWriteError);
    }
  });

  it('finishes a write the disk took only part of, and fails one it takes none of', async () => {
    const cipher = createFakeCipher();
    const disk = faultyDisk({ chunk: 7 });
    const store = createJournalStore({ dir, cipher, open: disk.open });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await journal.close();
    expect(disk.shortWrites).toBeGreaterThan(3);
    const [run] = await store.list('p', parsePlan);
    expect(run?.ok && run.value.state.rows.map((r) => r.status)).toEqual([
      'applied',
      'pending',
      'pending',
    ]);

    const stuck = createJournalStore({
      dir,
      cipher,
      open: async (path, flags) => {
        const target = await disk.open(path, flags);
        return { ...target, write: () => Promise.resolve({ bytesWritten: 0 }) };
      },
    });
    await expect(stuck.create('p', plan)).rejects.toMatchObject({ diskFull: true });
  });

  it('starts on a full disk with a typed error and leaves no file behind', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher, open: faultyDisk({ space: 100 }).open });
    const failure = await store.create('p', plan).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JournalWriteError);
    expect(failure).toMatchObject({ diskFull: true });
    expect(await readdir(dir)).toEqual([]);
    expect(await store.list('p', parsePlan)).toEqual([]);
  });

  it('queues an append that arrives during a commit after it', async () => {
    // The disk holds the mark's temporary file open until the test lets it go.
    let reached: () => void = () => undefined;
    const atMark = new Promise<void>((resolve) => (reached = resolve));
    let letGo: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let marks = 0;
    const open: OpenTarget = async (path, flags) => {
      // The first mark follows the `sending` record; the second is the commit's.
      if (flags === 'wx' && path.includes('.mark.') && ++marks === 2) {
        reached();
        await gate;
      }
      return openRealTarget(path, flags);
    };
    const store = createJournalStore({ dir, cipher: createFakeCipher(), open });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'paused' });
    const order: string[] = [];
    const committing = journal.commit().then(() => order.push('commit'));
    await atMark;
    const appending = journal.append({ t: 'resumed' }).then(() => order.push('append'));
    letGo();
    await Promise.all([committing, appending]);
    expect(order).toEqual(['commit', 'append']);
    // The file grew after the mark with no `sending` record: the mark still names a part of it
    // holding every row sent, so the run reads as proven.
    const path = join(dir, `${journal.runId}.journal`);
    expect((await readdir(dir)).sort()).toEqual([
      `${journal.runId}.journal`,
      `${journal.runId}.journal.mark`,
    ]);
    const [run] = await store.list('p', parsePlan);
    expect(run?.ok && run.value.proven).toBe(true);
    expect((await readFile(path, 'utf8')).split('\n').length).toBe(6);
    await journal.close();
  });

  it('proves the rows it does not record were never sent, up to the part its mark names', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    const journal = await store.create('p', plan);
    const proven = async (): Promise<boolean | undefined> => {
      const [run] = await store.list('p', parsePlan);
      return run?.ok ? run.value.proven : undefined;
    };
    // Nothing was ever sent and nothing marks the file yet: not proven.
    expect(await proven()).toBe(false);
    await journal.append({ t: 'sending', row: 0 });
    // Running, or crashed right here: the mark written with the `sending` record covers it.
    expect(await proven()).toBe(true);
    await journal.append({ t: 'paused' });
    await journal.commit();
    expect(await proven()).toBe(true);
    const path = join(dir, `${journal.runId}.journal`);
    const older = `${path}.older`;
    await copyFile(path, older);
    await journal.append({ t: 'resumed' });
    await journal.append({ t: 'sending', row: 1 });
    expect(await proven()).toBe(true);
    await journal.append({ t: 'paused' });
    await journal.commit();
    expect(await proven()).toBe(true);
    // An older copy put back (a backup), or the tail cut at a line below the mark: a valid
    // prefix, but shorter than the part the mark names: not proven.
    const newer = await readFile(path, 'utf8');
    await copyFile(older, path);
    expect(await proven()).toBe(false);
    const [run] = await store.list('p', parsePlan);
    expect(run?.ok && run.value.state.rows.map((r) => r.status)).toEqual([
      'sending',
      'pending',
      'pending',
    ]);
    const lines = newer.split('\n');
    await writeFile(path, `${lines.slice(0, -3).join('\n')}\n`);
    expect(await proven()).toBe(false);
  });

  /** A run with one row sent and settled, closed, then one character of one line changed. */
  const damagedRun = async (lineToDamage: (lines: readonly string[]) => number) => {
    const store = createJournalStore({ dir, cipher: createFakeCipher() });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'applied' } });
    await journal.close();
    const path = await onlyFile();
    const lines = (await readFile(path, 'utf8')).split('\n');
    const at = lineToDamage(lines);
    const record = lines[at] ?? '';
    lines[at] = `${record.slice(0, 30)}${record[30] === 'A' ? 'B' : 'A'}${record.slice(31)}`;
    await writeFile(path, lines.join('\n'));
    const [run] = await store.list('p', parsePlan);
    return run;
  };

  it('reports a record damaged in the middle instead of guessing', async () => {
    const run = await damagedRun(() => 2);
    expect(run).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('damaged') as unknown },
    });
  });

  it('reports a damaged last complete line as damage, not as a torn write', async () => {
    const run = await damagedRun((lines) => lines.length - 2);
    expect(run).toMatchObject({ ok: false, error: { reason: 'damaged' } });
    // Which import it was is still told: the plan record opened.
    expect(run?.ok === false && run.error.plan).toEqual(plan);
  });

  it('covers the header: a changed profile id shows the run as damaged, never hides it', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    await (await store.create('profile-a', plan)).close();
    const path = await onlyFile();
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace('"profile-a"', '"profile-b"'));
    for (const profile of ['profile-a', 'profile-b', 'profile-c']) {
      const [run] = await store.list(profile, parsePlan);
      expect(run).toMatchObject({ ok: false, error: { reason: 'damaged' } });
    }
    // Any other byte of the header, too.
    await writeFile(path, text.replace(/"createdAt":(\d)/, '"createdAt":9'));
    expect((await store.list('profile-a', parsePlan))[0]).toMatchObject({ ok: false });
  });

  it('will not open a record moved to another position', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    await journal.append({ t: 'sending', row: 1 });
    await journal.append({ t: 'paused' });
    await journal.close();
    const path = await onlyFile();
    const lines = (await readFile(path, 'utf8')).split('\n');
    [lines[2], lines[3]] = [lines[3] ?? '', lines[2] ?? ''];
    await writeFile(path, lines.join('\n'));
    expect((await store.list('p', parsePlan))[0]?.ok).toBe(false);
  });

  it('reports a journal sealed under another keyring, or one the keyring cannot open', async () => {
    const cipher = createFakeCipher();
    await (await createJournalStore({ dir, cipher }).create('p', plan)).close();
    const moved = createFakeCipher({ backend: 'kwallet5' });
    expect(
      (await createJournalStore({ dir, cipher: moved }).list('p', parsePlan))[0],
    ).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('keyring') as unknown },
    });
    const rotated = createFakeCipher({ keyVersion: 2 });
    expect(
      (await createJournalStore({ dir, cipher: rotated }).list('p', parsePlan))[0],
    ).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('decrypted') as unknown },
    });
  });

  it('ignores files that are not journals and removes a run', async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    await writeFile(join(dir, 'notes.txt'), 'hello');
    const journal = await store.create('p', plan);
    await journal.close();
    expect(await store.list('p', parsePlan)).toHaveLength(1);
    await store.remove(journal.runId);
    expect(await store.list('p', parsePlan)).toEqual([]);
    expect(await readdir(dir)).toEqual(['notes.txt']);
  });
});

describe('journal without a keyring', () => {
  it.each([
    ['no encryption', createFakeCipher({ available: false })],
    ['basic_text', createFakeCipher({ backend: 'basic_text' })],
  ])('keeps runs in memory only with %s, and writes nothing', async (_label, cipher) => {
    const store = createJournalStore({ dir, cipher });
    expect((await store.custody()).persistence).toBe('memory-only');
    const journal = await store.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });
    expect(await readdir(dir)).toEqual([]);
    const [run] = await store.list('p', parsePlan);
    expect(run?.ok && run.value.state.rows[0]?.status).toBe('sending');
    expect(await createJournalStore({ dir, cipher }).list('p', parsePlan)).toEqual([]);
  });
});

describe('forgetting a profile (sign-out)', () => {
  it("deletes that profile's journals with their sealed keys, and headerless files, only", async () => {
    const cipher = createFakeCipher();
    const store = createJournalStore({ dir, cipher });
    const a = await store.create('profile-a', plan);
    const b = await store.create('profile-b', plan);
    await Promise.all([a.close(), b.close()]);
    await writeFile(join(dir, '00000000-0000-4000-8000-000000000000.journal'), 'not a header\n');
    await writeFile(join(dir, 'notes.txt'), 'not a journal');
    await store.forget('profile-a');
    expect((await readdir(dir)).sort()).toEqual([`${b.runId}.journal`, 'notes.txt']);
    expect(await store.list('profile-a', parsePlan)).toEqual([]);
    expect((await store.list('profile-b', parsePlan)).map(runIdOf)).toEqual([b.runId]);
  });

  it('keeps the runs it is told to keep', async () => {
    const store = createJournalStore({ dir, cipher: createFakeCipher() });
    const done = await store.create('profile-a', plan);
    const open = await store.create('profile-a', plan);
    await Promise.all([done.close(), open.close()]);
    await store.forget('profile-a', new Set([open.runId]));
    expect(await readdir(dir)).toEqual([`${open.runId}.journal`]);
    const memory = createJournalStore({ dir: null, cipher: createFakeCipher() });
    const dropped = await memory.create('profile-a', plan);
    const kept = await memory.create('profile-a', plan);
    await memory.forget('profile-a', new Set([kept.runId]));
    expect((await memory.list('profile-a', parsePlan)).map(runIdOf)).toEqual([kept.runId]);
    expect(dropped.runId).not.toBe(kept.runId);
  });

  it('drops memory-only journals of the profile', async () => {
    const store = createJournalStore({ dir: null, cipher: createFakeCipher() });
    await store.create('profile-a', plan);
    const kept = await store.create('profile-b', plan);
    await store.forget('profile-a');
    expect(await store.list('profile-a', parsePlan)).toEqual([]);
    expect((await store.list('profile-b', parsePlan)).map(runIdOf)).toEqual([kept.runId]);
  });
});

describe('one Floorboard per journal folder', () => {
  const host = (pid: number, name: string, running: ReadonlySet<number>) => ({
    pid,
    host: name,
    isRunning: (other: number) => running.has(other),
    now: () => 0,
  });

  it('leaves another host’s runs alone, says who holds them, and takes over once it lets go', async () => {
    const cipher = createFakeCipher();
    const running = new Set([1, 2]);
    const first = createJournalStore({ dir, cipher, lock: host(1, 'host-a', running) });
    const second = createJournalStore({ dir, cipher, lock: host(2, 'host-b', running) });
    const journal = await first.create('p', plan);
    await journal.append({ t: 'sending', row: 0 });

    expect(await second.list('p', parsePlan)).toEqual([]);
    expect((await second.busy())?.message).toMatch(
      /^Another Floorboard is using this profile’s imports \(process 1 on host-a\)/,
    );
    expect((await second.busy())?.message).toContain(
      `delete its lock file ${join(dir, LOCK_FILE)}.`,
    );
    await expect(second.create('p', plan)).rejects.toMatchObject({ name: 'JournalFolderBusy' });
    await second.forget('p');
    await second.remove(journal.runId);
    expect((await first.list('p', parsePlan)).map(runIdOf)).toEqual([journal.runId]);

    // Another host's lock is never taken over, even when its pid does not run here.
    running.delete(1);
    expect(await second.busy()).not.toBeNull();
    await journal.close();
    await first.release();
    expect(await second.busy()).toBeNull();
    expect((await second.list('p', parsePlan)).map(runIdOf)).toEqual([journal.runId]);
  });

  it('takes over from a crashed process of this host, and clears its half-made files', async () => {
    const cipher = createFakeCipher();
    const running = new Set([1, 2]);
    const crashed = createJournalStore({ dir, cipher, lock: host(1, 'host-a', running) });
    await (await crashed.create('p', plan)).close();
    await writeFile(join(dir, '00000000-0000-4000-8000-000000000000.journal.1a2b3c4d.tmp'), 'x');
    running.delete(1); // killed outright: its lock stays behind
    const next = createJournalStore({ dir, cipher, lock: host(2, 'host-a', running) });
    expect(await next.busy()).toBeNull();
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await next.list('p', parsePlan)).toHaveLength(1);
    await next.release();
  });
});
