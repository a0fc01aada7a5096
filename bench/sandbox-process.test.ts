import { describe, expect, it } from 'vitest';
import { ChildStartError } from './child-process.ts';
import { parseAnswer, parseReadyLine } from './sandbox-protocol.ts';
import { connectSandboxProcess } from './sandbox-process.ts';
import { FakeChild, manualTimers, settle } from './testing/fake-child.ts';

const READY = JSON.stringify({
  ready: true,
  url: 'http://127.0.0.1:5555',
  owner: { username: 'owner@sandbox.test', password: 'pw' },
});

describe('the sandbox process', () => {
  it('fails with a clear error, not a hang, when the process exits before its address', async () => {
    const child = new FakeChild(true);
    const started = connectSandboxProcess(child, { timers: manualTimers() });
    child.print('bench sandbox: Error: out of memory');
    await settle();
    child.exit(1);
    await expect(started).rejects.toThrow(ChildStartError);
    await expect(started).rejects.toThrow(
      'the bench sandbox process exited (code 1) before it was ready',
    );
  });

  it('fails and stops the process when it prints no address in time', async () => {
    const child = new FakeChild(true);
    const timers = manualTimers();
    const started = connectSandboxProcess(child, { timeoutMs: 60_000, timers });
    child.print('{"not":"ready"}');
    await settle();
    timers.fireAll();
    await expect(started).rejects.toThrow(
      'the bench sandbox process printed no ready line within 60 s',
    );
    expect(child.signals).toContain('SIGKILL');
  });

  it('answers requests by id, and fails those still waiting when the process exits', async () => {
    const child = new FakeChild(true);
    const started = connectSandboxProcess(child, { timers: manualTimers() });
    child.print(READY);
    const sandbox = await started;
    expect(sandbox.url).toBe('http://127.0.0.1:5555');
    expect(sandbox.demo.owner.username).toBe('owner@sandbox.test');

    const sent: string[] = [];
    child.stdin.on('data', (chunk: Buffer) => sent.push(...chunk.toString().trim().split('\n')));
    const products = sandbox.products([7]);
    await settle();
    expect(sent.map((line) => JSON.parse(line) as unknown)).toEqual([
      { op: 'products', indexes: [7], id: 1 },
    ]);
    const sample = { index: 7, sku: 'S-8', name: 'N', barcode: null, warehouseId: 'W' };
    child.print(JSON.stringify({ id: 1, ok: true, value: [sample] }));
    await expect(products).resolves.toEqual([sample]);

    const change = sandbox.changeProducts(3);
    child.exit(null, 'SIGKILL');
    await expect(change).rejects.toThrow('the bench sandbox process exited (SIGKILL)');
    await expect(sandbox.memory()).rejects.toThrow('has exited');
  });
});

describe('the sandbox process lines', () => {
  it('reads the ready line and nothing else as one', () => {
    expect(parseReadyLine(READY)?.owner.password).toBe('pw');
    expect(parseReadyLine('sandbox listening on http://127.0.0.1:5555')).toBeUndefined();
    expect(parseReadyLine('{"ready":true,"url":"http://x"}')).toBeUndefined();
    expect(parseReadyLine('{"ready":true,')).toBeUndefined();
  });

  it('reads answers, failed ones with their error', () => {
    expect(parseAnswer('{"id":2,"ok":false,"error":"no such product"}')).toEqual({
      id: 2,
      ok: false,
      error: 'no such product',
    });
    expect(parseAnswer('{"id":"2","ok":true}')).toBeUndefined();
    expect(parseAnswer(READY)).toBeUndefined();
  });
});
