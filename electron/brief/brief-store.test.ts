/** The brief at rest: sealed, the account's own, and a file that cannot be used costs nothing else. */
import { describe, expect, it } from 'vitest';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createMemoryFiles } from '../replica/replica-files.ts';
import { addEntry, emptyMemory, rollPeriod } from './brief-memory.ts';
import { briefFileName, createBriefStore } from './brief-store.ts';
import { alertsKey, readAlertSettings, writeAlertSettings } from './alert-settings.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { DEFAULT_ALERT_SETTINGS } from '../../shared/brief/brief.ts';

const DAY = 86_400_000;
const SINCE = Date.parse('2026-11-26T00:00:00Z');

function memoryWithHold() {
  const memory = emptyMemory(SINCE);
  addEntry(memory, 'new-holds', {
    key: 'o1',
    ms: SINCE + 3_600_000,
    item: { id: 'o1', label: '#1001', detail: 'Operator hold', at: '2026-11-26T01:00:00' },
  });
  memory.cursor = { orders: 'a', changes: 'b', shipments: 'c', returns: 'd' };
  return memory;
}

describe('the kept brief', () => {
  it('is sealed: the file holds no record text, and loads back whole', async () => {
    const files = createMemoryFiles();
    const store = createBriefStore({ cipher: createFakeCipher(), files });
    const memory = memoryWithHold();
    expect(await store.save('p', 'acct', memory)).toBe(true);
    expect(await files.read(briefFileName('p'))).not.toContain('#1001');
    expect(await store.load('p', 'acct')).toEqual({ status: 'loaded', memory });
  });

  it("is another account's: discarded and deleted", async () => {
    const files = createMemoryFiles();
    const store = createBriefStore({ cipher: createFakeCipher(), files });
    await store.save('p', 'acct', memoryWithHold());
    expect(await store.load('p', 'other')).toEqual({
      status: 'discarded',
      reason: 'other-account',
    });
    expect(files.names()).toEqual([]);
  });

  it('damaged on disk: discarded, never read as other figures', async () => {
    const files = createMemoryFiles();
    const store = createBriefStore({ cipher: createFakeCipher(), files });
    await store.save('p', 'acct', memoryWithHold());
    const text = (await files.read(briefFileName('p'))) ?? '';
    const flipped = text.replace(
      /"blob":"(.)/,
      (_, c: string) => `"blob":"${c === 'A' ? 'B' : 'A'}`,
    );
    await files.write(briefFileName('p'), flipped);
    expect(await store.load('p', 'acct')).toEqual({ status: 'discarded', reason: 'damaged' });
  });

  it('without a keyring: nothing is written', async () => {
    const files = createMemoryFiles();
    const store = createBriefStore({ cipher: createFakeCipher({ backend: 'basic_text' }), files });
    expect(await store.save('p', 'acct', memoryWithHold())).toBe(false);
    expect(files.names()).toEqual([]);
  });
});

describe('a new local day', () => {
  it("drops the records before the new period and the day's credits, keeping the cursor", () => {
    const memory = memoryWithHold();
    addEntry(memory, 'new-holds', {
      key: 'o2',
      ms: SINCE + DAY + 60_000,
      item: { id: 'o2', label: '#1002', detail: 'Payment hold', at: '2026-11-27T00:01:00' },
    });
    memory.alerted = ['new-holds:o1', 'new-holds:o2'];
    memory.dayCredits = 40;
    const rolled = rollPeriod(memory, SINCE + DAY);
    expect(rolled.lines['new-holds'].map((e) => e.key)).toEqual(['o2']);
    expect(rolled.alerted).toEqual(['new-holds:o2']);
    expect(rolled.dayCredits).toBe(0);
    expect(rolled.cursor).toEqual(memory.cursor);
    expect(rollPeriod(rolled, SINCE + DAY)).toBe(rolled); // the same day: nothing to do
  });
});

describe('alert settings', () => {
  it('are kept per profile; what does not parse reads as the defaults', () => {
    const store = createMemoryStore();
    writeAlertSettings(store, 'p', { kinds: ['po-arrived'], budgetShare: 0.1 });
    expect(readAlertSettings(store, 'p')).toEqual({ kinds: ['po-arrived'], budgetShare: 0.1 });
    expect(readAlertSettings(store, 'q')).toEqual(DEFAULT_ALERT_SETTINGS);
    store.set(alertsKey('q'), { kinds: 'all', budgetShare: 5 });
    expect(readAlertSettings(store, 'q')).toEqual(DEFAULT_ALERT_SETTINGS);
  });
});
