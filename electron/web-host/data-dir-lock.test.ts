import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusy, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

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
const deps = (pid: number) => ({ pid, isRunning: (other: number) => running.has(other) });

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
});
