import { describe, expect, it } from 'vitest';
import { watchHost, type HostStatus } from './host-watch.ts';

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
  return { watch, reports, answer };
}

describe('watchHost', () => {
  it('is live while open and reconnecting just after a drop', () => {
    const h = harness();
    h.watch('open');
    h.watch('dropped');
    expect(h.reports).toEqual(['live', 'reconnecting']);
  });

  it('calls a host that answers but refused the socket restarted', async () => {
    const h = harness();
    h.watch('open');
    h.watch('dropped');
    h.watch('failed');
    await h.answer(0, true);
    expect(h.reports.at(-1)).toBe('restarted');
  });

  it('calls a host that does not answer at all stopped', async () => {
    const h = harness();
    h.watch('failed');
    await h.answer(0, false);
    expect(h.reports).toEqual(['stopped']);
  });

  it('ignores a probe overtaken by a newer event', async () => {
    const h = harness();
    h.watch('failed');
    h.watch('open');
    await h.answer(0, true);
    expect(h.reports).toEqual(['live']);
  });
});
