import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ChildStartError, stopChild, waitForReady } from './child-process.ts';
import { FakeChild, manualTimers, settle } from './testing/fake-child.ts';

const parse = (line: string): string | undefined =>
  line.startsWith('READY ') ? line.slice(6) : undefined;

function start(child: FakeChild, timers = manualTimers(), onOther?: (line: string) => void) {
  const lines = createInterface({ input: child.stdout });
  return waitForReady(child, lines, {
    what: 'the test process',
    parse,
    timeoutMs: 5_000,
    timers,
    ...(onOther === undefined ? {} : { onOther }),
  });
}

describe('waitForReady', () => {
  it('resolves with the first ready line, passing the lines before it on', async () => {
    const child = new FakeChild(true);
    const other: string[] = [];
    const ready = start(child, manualTimers(), (line) => other.push(line));
    child.print('seeding…');
    child.print('READY http://127.0.0.1:1234');
    await expect(ready).resolves.toBe('http://127.0.0.1:1234');
    expect(other).toEqual(['seeding…']);
  });

  it('fails clearly when the process exits before it is ready', async () => {
    const child = new FakeChild(true);
    const timers = manualTimers();
    const ready = start(child, timers);
    child.print('something went wrong');
    await settle();
    child.exit(1);
    await expect(ready).rejects.toThrow(ChildStartError);
    await expect(ready).rejects.toThrow('the test process exited (code 1) before it was ready');
    expect(timers.pending).toBe(0);
  });

  it('fails at once for a process that has already exited', async () => {
    const child = new FakeChild(true);
    child.exit(null, 'SIGKILL');
    await expect(start(child)).rejects.toThrow('exited (SIGKILL) before it was ready');
  });

  it('stops a process that prints no ready line within the timeout, and says so', async () => {
    const child = new FakeChild(true);
    const timers = manualTimers();
    const ready = start(child, timers);
    child.print('still seeding');
    await settle();
    timers.fireAll();
    await expect(ready).rejects.toThrow('the test process printed no ready line within 5 s');
    expect(child.signals).toEqual(['SIGKILL']);
  });
});

describe('stopChild', () => {
  it('sends SIGTERM, then SIGKILL once the grace period passes', async () => {
    const child = new FakeChild(false);
    const timers = manualTimers();
    let stopped = false;
    const stopping = stopChild(child, 1_000, timers).then(() => (stopped = true));
    expect(child.signals).toEqual(['SIGTERM']);
    timers.fireAll();
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    await settle();
    expect(stopped).toBe(false);
    child.exit(null, 'SIGKILL');
    await stopping;
    expect(stopped).toBe(true);
  });

  it('needs no SIGKILL for a process that ends on SIGTERM', async () => {
    const child = new FakeChild(true);
    const timers = manualTimers();
    await stopChild(child, 1_000, timers);
    expect(child.signals).toEqual(['SIGTERM']);
    expect(timers.pending).toBe(0);
  });
});
