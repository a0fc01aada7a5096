import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_MARKER_HEADER, HOST_MARKER_VALUE } from '../../shared/bridge/web-protocol.ts';
import { browserProbeHost, watchHost, type HostStatus } from './host-watch.ts';

/** A probe the test answers by hand, in any order. */
function harness() {
  const probes: ((answered: boolean) => void)[] = [];
  const reports: HostStatus[] = [];
  const watch = watchHost(
    () => new Promise<boolean>((resolve) => probes.push(resolve)),
    (status) => reports.push(status),
  );
  const answer = async (index: number, answered: boolean) => {
    probes[index]?.(answered);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { watch, reports, answer, probes };
}

describe('watchHost', () => {
  it('is live while open and reconnecting just after a drop', () => {
    const h = harness();
    h.watch('open');
    h.watch('dropped');
    expect(h.reports).toEqual(['live', 'reconnecting']);
  });

  it('decides nothing on one failed attempt: it does not even ask', () => {
    const h = harness();
    h.watch('open');
    h.watch('dropped');
    h.watch('failed');
    expect(h.reports).toEqual(['live', 'reconnecting', 'reconnecting']);
    expect(h.probes).toHaveLength(0);
  });

  it('calls our host that answers but refused two sockets in a row restarted', async () => {
    const h = harness();
    h.watch('open');
    h.watch('dropped');
    h.watch('failed');
    h.watch('failed');
    await h.answer(0, true);
    expect(h.reports.at(-1)).toBe('restarted');
  });

  it('starts counting again after a socket opens', () => {
    const h = harness();
    h.watch('failed');
    h.watch('open');
    h.watch('failed');
    expect(h.probes).toHaveLength(0);
    expect(h.reports.at(-1)).toBe('reconnecting');
  });

  it('calls a host that is not ours, or does not answer at all, stopped', async () => {
    const h = harness();
    h.watch('failed');
    h.watch('failed');
    await h.answer(0, false);
    expect(h.reports).toEqual(['reconnecting', 'stopped']);
  });

  it('ignores a probe overtaken by a newer event', async () => {
    const h = harness();
    h.watch('failed');
    h.watch('failed');
    h.watch('open');
    await h.answer(0, true);
    expect(h.reports).toEqual(['reconnecting', 'live']);
  });
});

describe('browserProbeHost', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (headers: Record<string, string>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200, headers }))),
    );

  it('knows Floorboard’s web host by its marker', async () => {
    answering({ [HOST_MARKER_HEADER]: HOST_MARKER_VALUE });
    expect(await browserProbeHost()).toBe(true);
  });

  it('does not take another server on the same port for it', async () => {
    answering({ 'Content-Security-Policy': "default-src 'self'" });
    expect(await browserProbeHost()).toBe(false);
  });

  it('is false when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await browserProbeHost()).toBe(false);
  });
});
