import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_FILE, ownerText, removeLeftovers, type LeftoverFs } from './leftovers.ts';

function fakeFs(files: Record<string, string>, running: readonly number[]) {
  const removed: string[] = [];
  const fs: LeftoverFs = {
    list: () => [
      'floorboard-window-dead',
      'floorboard-launch-dead',
      'floorboard-window-alive',
      'floorboard-window-unreadable',
      'floorboard-window-garbled',
      'someone-else-dead',
    ],
    read: (path) => files[path],
    remove: (path) => void removed.push(path),
    isRunning: (pid) => running.includes(pid),
  };
  return { fs, removed };
}

describe('leftover temporary folders', () => {
  it('removes only the folders of launchers that have gone', () => {
    const tmp = '/tmp';
    const owner = (dir: string) => join(tmp, dir, OWNER_FILE);
    const { fs, removed } = fakeFs(
      {
        [owner('floorboard-window-dead')]: ownerText(41),
        [owner('floorboard-launch-dead')]: ownerText(41),
        [owner('floorboard-window-alive')]: ownerText(42),
        [owner('floorboard-window-garbled')]: 'not a pid',
        [owner('someone-else-dead')]: ownerText(41),
      },
      [42],
    );
    expect(removeLeftovers(tmp, fs)).toEqual([
      join(tmp, 'floorboard-window-dead'),
      join(tmp, 'floorboard-launch-dead'),
    ]);
    expect(removed).toEqual([
      join(tmp, 'floorboard-window-dead'),
      join(tmp, 'floorboard-launch-dead'),
    ]);
  });
});
