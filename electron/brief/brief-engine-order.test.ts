/**
 * The order the brief engine keeps: its saves land one at a time in the order they were asked
 * for (so the newest brief is the one left on disk, and nothing is written after a sign-out's
 * wipe), and refreshes asked for while one runs share one follow-up refresh (fake clock, a fake
 * service, a store whose saves wait for the test).
 */
import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/brief/brief.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { typedExecute, type ExecuteRequest } from '../broker/execute.ts';
import { createMemoryFiles } from '../replica/replica-files.ts';
import { createBriefEngine } from './brief-engine.ts';
import { createBriefStore, type BriefStore } from './brief-store.ts';
import { emptyService } from './testing/empty-service.ts';
import { briefEngineOptions } from './testing/engine-options.ts';

const TARGET = { profileId: 'p', account: 'a' } as const;
const HANG_GUARD = { timeout: 30_000 };

interface HeldSave {
  /** The day's credits of the brief it writes: each refresh adds to them. */
  readonly dayCredits: number;
  readonly release: () => void;
  ended: boolean;
}

/** A sealed in-memory store whose every save waits until the test releases it. */
function heldStore() {
  const inner = createBriefStore({ cipher: createFakeCipher(), files: createMemoryFiles() });
  const saves: HeldSave[] = [];
  const store: BriefStore = {
    load: (profileId, account) => inner.load(profileId, account),
    remove: (profileId) => inner.remove(profileId),
    async save(profileId, account, memory) {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const save: HeldSave = { dayCredits: memory.dayCredits, release, ended: false };
      saves.push(save);
      await held;
      const saved = await inner.save(profileId, account, memory);
      save.ended = true;
      return saved;
    },
  };
  return { store, saves, kept: () => inner.load(TARGET.profileId, TARGET.account) };
}

function setup(options: { readonly store?: BriefStore; readonly execute?: ExecuteRequest } = {}) {
  const service = emptyService();
  const briefs: Brief[] = [];
  const engine = createBriefEngine(
    briefEngineOptions({
      execute: typedExecute(options.execute ?? service.requestForm),
      ...(options.store === undefined ? {} : { store: options.store }),
      emit: (brief) => briefs.push(brief),
    }),
  );
  return { engine, briefs };
}

/** Lets whatever is ready run: a save that was free to start has started. */
const settleTurns = async (): Promise<void> => {
  for (let k = 0; k < 5; k++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('the brief engine saves', () => {
  it('one at a time, in the order asked, so the newest brief is the one kept', async () => {
    const { store, saves, kept } = heldStore();
    const { engine } = setup({ store });
    await engine.start(TARGET);
    const first = await engine.refresh();
    const second = await engine.refresh();
    await expect.poll(() => saves.length, HANG_GUARD).toBe(1);
    await settleTurns();
    // The second save waits while the first is still writing.
    expect(saves.length).toBe(1);
    saves[0]?.release();
    await expect.poll(() => saves.length, HANG_GUARD).toBe(2);
    expect(saves[0]?.ended).toBe(true);
    expect(saves.map((s) => s.dayCredits)).toEqual([first?.dayCredits, second?.dayCredits]);
    expect(second?.dayCredits).toBeGreaterThan(first?.dayCredits ?? Infinity);
    saves[1]?.release();
    await expect.poll(() => saves[1]?.ended, HANG_GUARD).toBe(true);
    const loaded = await kept();
    expect(loaded).toMatchObject({ status: 'loaded', memory: { dayCredits: second?.dayCredits } });
  });

  it('stopping waits for the save under way, and writes nothing after a wipe', async () => {
    const { store, saves, kept } = heldStore();
    const { engine } = setup({ store });
    await engine.start(TARGET);
    await engine.refresh();
    await engine.refresh();
    await expect.poll(() => saves.length, HANG_GUARD).toBe(1);
    let stopped = false;
    const stopping = engine.stop({ wipe: true }).then(() => (stopped = true));
    await settleTurns();
    expect(stopped).toBe(false);
    saves[0]?.release();
    await stopping;
    expect(saves[0]?.ended).toBe(true);
    await settleTurns();
    // The save still waiting when the engine stopped never wrote: the wipe stands.
    expect(saves.length).toBe(1);
    expect(await kept()).toEqual({ status: 'none' });
  });
});

describe('refreshes asked for while one runs', () => {
  it('share one follow-up refresh that starts after the running one', async () => {
    const service = emptyService();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const execute: ExecuteRequest = async (request) => {
      asked += 1;
      // The first refresh's first query waits for the test.
      if (asked === 1) await held;
      return service.requestForm(request);
    };
    const { engine, briefs } = setup({ execute });
    await engine.start(TARGET);
    const running = engine.refresh();
    await expect.poll(() => asked, HANG_GUARD).toBe(1);
    const asks = [engine.refresh(), engine.refresh(), engine.refresh()];
    expect(new Set(asks).size).toBe(1);
    release();
    const first = await running;
    const followed = await Promise.all(asks);
    // Each refresh says so as it starts: the running one and one follow-up, not one, not four.
    expect(briefs.filter((b) => b.state === 'refreshing')).toHaveLength(2);
    expect(followed[0]?.dayCredits).toBeGreaterThan(first?.dayCredits ?? Infinity);
  });
});
