import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirBusy,
  LOCK_FILE,
  TAKEOVER_GRACE_MS,
  type LockDeps,
  type TakeoverStep,
  lockDataDir,
} from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

const running = new Set([100, 200]);
/** The lock file's modification time in the tests that set it, in ms since the epoch. */
const MTIME_MS = 1_700_000_000_000;
const deps = (pid: number, overrides: Partial<LockDeps> = {}): LockDeps => ({
  pid,
  isRunning: (other: number) => running.has(other),
  now: () => MTIME_MS,
  ...overrides,
});

function writeLock(dir: string, text: string): string {
  const path = join(dir, LOCK_FILE);
  writeFileSync(path, text);
  utimesSync(path, MTIME_MS / 1000, MTIME_MS / 1000);
  return path;
}

/** The folder holds one lock, with this text, and nothing left aside or half made. */
function expectOnlyLock(dir: string, text: string): void {
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(text);
  expect(readdirSync(dir)).toEqual([LOCK_FILE]);
}

describe('the data folder lock', () => {
  it('lets one host in at a time, and the next in once the first lets go', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir, deps(100));
    expect(() => lockDataDir(dir, deps(200))).toThrow(DataDirBusy);
    expect(() => lockDataDir(dir, deps(200))).toThrow(
      `Floorboard is already running on the data folder ${dir} (process 100)`,
    );
    await release();
    const second = lockDataDir(dir, deps(200));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('200');
    await second();
  });

  it('names its host in the lock, and never takes over a lock from another host', () => {
    const dir = freshDir();
    const here = (pid: number) => deps(pid, { host: 'host-a' });
    // Another machine on a synced folder: its pid 999 does not run here, which proves nothing.
    writeLock(dir, '999 host-b');
    expect(() => lockDataDir(dir, here(100))).toThrow(
      expect.objectContaining({ owner: { pid: 999, host: 'host-b' } }) as unknown,
    );
    expect(() => lockDataDir(dir, here(100))).toThrow('(process 999 on host-b)');
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('999 host-b');
    // This host's dead process is taken over, and the new lock says whose it is.
    writeLock(dir, '999 host-a');
    lockDataDir(dir, here(100));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('100 host-a');
    expect(() => lockDataDir(dir, deps(200, { host: 'host-b' }))).toThrow(
      '(process 100 on host-a)',
    );
  });

  it('takes over a lock whose process no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), '999');
    lockDataDir(dir, deps(100));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('100');
  });

  it('takes over a lock naming its own process id that it does not hold (a reused id)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), '100');
    expect(() => lockDataDir(dir, deps(100))).not.toThrow();
    expect(() => lockDataDir(dir, deps(100))).toThrow(DataDirBusy);
  });

  it('names the lock file in the busy message, for a process id reused after a restart', () => {
    const dir = freshDir();
    writeLock(dir, '100');
    expect(() => lockDataDir(dir, deps(200))).toThrow(
      `delete the lock file ${join(dir, LOCK_FILE)}`,
    );
  });

  it('leaves no temporary files behind, taken or refused', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir, deps(100));
    expect(() => lockDataDir(dir, deps(200))).toThrow(DataDirBusy);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    await release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('treats an empty lock as another starter mid-write while it is young', () => {
    const dir = freshDir();
    writeLock(dir, '');
    const young = deps(100, { now: () => MTIME_MS + 1_000 });
    expect(() => lockDataDir(dir, young)).toThrow(DataDirBusy);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('');
  });

  it('takes over an empty or garbled lock once it is a few seconds old', () => {
    for (const text of ['', 'garbage']) {
      const dir = freshDir();
      writeLock(dir, text);
      lockDataDir(dir, deps(100, { now: () => MTIME_MS + 10_000 }));
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('100');
    }
  });

  it('does not remove the fresh lock of a starter that took over the same dead lock first', () => {
    const dir = freshDir();
    writeLock(dir, '999');
    let interleaved = false;
    // While the second starter judges owner 999, the first takes the stale lock over.
    const second = deps(200, {
      isRunning: (other) => {
        if (other === 999 && !interleaved) {
          interleaved = true;
          lockDataDir(dir, deps(100));
        }
        return running.has(other);
      },
    });
    expect(() => lockDataDir(dir, second)).toThrow('(process 100)');
    expect(interleaved).toBe(true);
    expectOnlyLock(dir, '100');
  });

  it('creates the lock when another starter moved the stale one away first', () => {
    const dir = freshDir();
    const path = writeLock(dir, '999');
    const second = deps(200, {
      isRunning: (other) => {
        if (other === 999) rmSync(path, { force: true });
        return running.has(other);
      },
    });
    lockDataDir(dir, second);
    expect(readFileSync(path, 'utf8')).toBe('200');
  });

  it('never takes a lock from a live owner when three starters race over one dead lock', () => {
    // A and B both judge the dead 999's lock stale; A takes it over; while B is still deciding,
    // C starts. Exactly one may end up holding the folder, and its lock must survive.
    const dir = freshDir();
    writeLock(dir, '999 h');
    const live = new Set([1, 2, 3]);
    const holders: string[] = [];
    const errors: string[] = [];
    const starter = (pid: number, hook?: (other: number) => void): LockDeps =>
      deps(pid, {
        host: 'h',
        isRunning: (other) => {
          hook?.(other);
          return live.has(other);
        },
      });
    const attempt = (name: string, run: () => void): void => {
      try {
        run();
        holders.push(name);
      } catch (error) {
        if (!(error instanceof DataDirBusy)) throw error;
        errors.push(name);
      }
    };
    let step = 0;
    attempt('B', () =>
      lockDataDir(
        dir,
        starter(2, (other) => {
          if (other === 999 && step === 0) {
            step = 1;
            attempt('A', () => lockDataDir(dir, starter(1)));
          } else if (other === 1 && step === 1) {
            step = 2;
            attempt('C', () => lockDataDir(dir, starter(3)));
          }
        }),
      ),
    );
    expect(step).toBe(2);
    expect(holders).toEqual(['A']);
    expect(errors.sort()).toEqual(['B', 'C']);
    expectOnlyLock(dir, '1 h');
  });

  // Whatever happens between the judging and the rename, only the very file judged stale goes.
  it.each<[TakeoverStep, string, (dir: string, path: string) => void]>([
    [
      'judged',
      'another starter takes the folder before this one claims the takeover',
      (dir) => lockDataDir(dir, deps(100)),
    ],
    [
      'rechecked',
      'the file at the path is a new one between the check under the claim and the rename',
      (_dir, path) => {
        writeFileSync(`${path}.new`, '100');
        renameSync(`${path}.new`, path);
      },
    ],
  ])('leaves alone a lock that is not the one judged stale (%s: %s)', (at, _why, meanwhile) => {
    const dir = freshDir();
    const path = writeLock(dir, '999');
    const starter = deps(200, {
      step: (name) => {
        if (name === at) meanwhile(dir, path);
      },
    });
    expect(() => lockDataDir(dir, starter)).toThrow('(process 100)');
    expectOnlyLock(dir, '100');
  });

  /** A folder holding dead 999's lock, and a takeover claim by `claimant`. */
  function deadLockClaimedBy(claimant: string): { dir: string; path: string; claim: string } {
    const dir = freshDir();
    const path = writeLock(dir, '999');
    const claim = `${path}.takeover`;
    writeFileSync(claim, claimant);
    return { dir, path, claim };
  }

  it('waits for a live takeover claim, and clears one a killed starter left', () => {
    const { dir, path, claim } = deadLockClaimedBy('100');
    // 100 runs and took its claim a moment ago: it is taking the folder over.
    expect(() => lockDataDir(dir, deps(200))).toThrow('(a process starting right now)');
    expect(readFileSync(path, 'utf8')).toBe('999');
    // 998 was killed mid-takeover: its claim goes, and the takeover goes on.
    writeFileSync(claim, '998');
    lockDataDir(dir, deps(200));
    expectOnlyLock(dir, '200');
  });

  it('clears an old takeover claim even when its process id runs again (reused)', () => {
    const { dir, path, claim } = deadLockClaimedBy('100');
    utimesSync(claim, MTIME_MS / 1000, MTIME_MS / 1000);
    lockDataDir(dir, deps(200, { now: () => MTIME_MS + TAKEOVER_GRACE_MS }));
    expect(readFileSync(path, 'utf8')).toBe('200');
  });

  it('names the injected host, not this machine, in the busy message', () => {
    const dir = freshDir();
    writeLock(dir, '100 host-a');
    // The owner runs on the injected host: it is named as this host's process, without a host.
    expect(() => lockDataDir(dir, deps(200, { host: 'host-a' }))).toThrow(
      'running on the data folder ' + dir + ' (process 100):',
    );
    expect(() => lockDataDir(dir, deps(200, { host: 'host-a' }))).toThrow(
      'its process id was reused',
    );
  });
});
