import { describe, expect, it, vi } from 'vitest';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { CALL_CHANNEL } from '../bridge/channels.ts';
import { fake } from '../main/testing/fake-electron.ts';

/** preload.ts executed against the fake electron module: what it exposes, and how it calls. */
vi.mock('electron', async () => (await import('../main/testing/fake-electron.ts')).fake);

describe('preload', () => {
  it('exposes only the named bridge functions as window.floorboard, calling over one channel', async () => {
    await import('./preload.ts');
    expect([...fake.contextBridge.exposed.keys()]).toEqual(['floorboard']);
    const bridge = fake.contextBridge.exposed.get('floorboard') as FloorboardBridge;
    expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);
    expect(Object.keys(bridge)).not.toContain('invoke');

    await bridge.getSession();
    expect(fake.ipcRenderer.invokes).toEqual([[CALL_CHANNEL, 'session.get', undefined]]);
  });
});
