import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../start.ts';
import { openPersistence, SNAPSHOT_FILE, type SaveTimer } from './sandbox-store.ts';
import { decodeSnapshot } from './snapshot-format.ts';

const dirs: string[] = [];
const running: SandboxHandle[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  dirs.push(dir);
  return dir;
}

/** A timer the test fires by hand: no waiting on the wall clock. */
function manualTimer(): SaveTimer & { fire(): Promise<void>; pending(): number } {
  let queued: (() => Promise<void>)[] = [];
  return {
    schedule(run) {
      queued.push(run);
      return () => (queued = queued.filter((item) => item !== run));
    },
    fire() {
      const due = queued;
      queued = [];
      return Promise.all(due.map((run) => run())).then(() => undefined);
    },
    pending: () => queued.length,
  };
}

async function start(dir: string, lines: string[] = [], timer = manualTimer(), reset = false) {
  const sandbox = await startSandbox(
    { port: 0, products: 12, orders: 6 },
    { persist: { dir, reset, report: (line) => lines.push(line), timer } },
  );
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: SandboxHandle): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.close();
}

async function addStock(sandbox: SandboxHandle, quantity: number): Promise<number> {
  const account = sandbox.data.accounts[0];
  const owner = account?.users[0];
  const product = account?.products[0];
  const warehouse = account?.warehouses[0];
  if (!owner || !product || !warehouse) throw new Error('the seed has no product');
  const reply = await fetch(`${sandbox.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${sandbox.auth.issueAccessToken(owner, null)}`,
    },
    body: JSON.stringify({
      query: `mutation Add($data: UpdateInventoryInput!) {
        inventory_add(data: $data) { warehouse_product { on_hand } } }`,
      variables: { data: { sku: product.sku, warehouse_id: warehouse.id, quantity } },
    }),
  });
  const body = (await reply.json()) as {
    data?: { inventory_add?: { warehouse_product?: { on_hand?: number } } };
  };
  const onHand = body.data?.inventory_add?.warehouse_product?.on_hand;
  if (onHand === undefined) throw new Error(`inventory_add failed: ${JSON.stringify(body)}`);
  return onHand;
}

function firstOnHand(sandbox: SandboxHandle): number | undefined {
  const account = sandbox.data.accounts[0];
  const sku = account?.products[0]?.sku ?? '';
  return account?.warehouseProductsBySku.get(sku)?.[0]?.on_hand;
}

describe('the sandbox kept in a folder', () => {
  it('finds a change made before a stop after the next start', async () => {
    const dir = freshDir();
    const first = await start(dir);
    const seeded = firstOnHand(first) ?? -1;
    const after = await addStock(first, 7);
    expect(after).toBe(seeded + 7);
    await stop(first);

    const lines: string[] = [];
    const second = await start(dir, lines);
    expect(firstOnHand(second)).toBe(seeded + 7);
    expect(lines).toEqual([`Sandbox data restored from ${join(dir, SNAPSHOT_FILE)}.`]);
    // The change history came back too, and new records do not reuse the old ids.
    const account = second.data.accounts[0];
    expect(account?.inventoryChanges.at(-1)?.change_in_on_hand).toBe(7);
    expect(account?.nextLegacyId).toBe(second.data.accounts[1]?.nextLegacyId);
    const lastId = account?.inventoryChanges.at(-1)?.legacy_id ?? 0;
    expect(account?.nextLegacyId.get('InventoryChange')).toBe(lastId + 1);
  });

  it('saves after a change on the timer, before any stop', async () => {
    const dir = freshDir();
    const timer = manualTimer();
    const sandbox = await start(dir, [], timer);
    await addStock(sandbox, 3);
    expect(timer.pending()).toBe(1);
    await timer.fire();
    const onDisk = openPersistence({ dir: dir, report: () => undefined }).loaded;
    const sku = onDisk?.accounts[0]?.products[0]?.sku ?? '';
    expect(onDisk?.accounts[0]?.warehouseProductsBySku.get(sku)?.[0]?.on_hand).toBe(
      firstOnHand(sandbox),
    );
  });

  it('writes a save asked for during a running save after it, never both at once', async () => {
    const dir = freshDir();
    const timer = manualTimer();
    const writes: { text: string; finish: () => void }[] = [];
    let started = (): void => undefined;
    const writeFile = (_path: string, text: string): Promise<void> =>
      new Promise((resolve) => {
        writes.push({ text, finish: resolve });
        started();
      });
    const sandbox = await startSandbox(
      { port: 0, products: 12, orders: 6 },
      { persist: { dir, report: () => undefined, timer, writeFile } },
    );
    running.push(sandbox);
    const seeded = firstOnHand(sandbox) ?? -1;

    await addStock(sandbox, 3);
    const first = timer.fire();
    expect(writes).toHaveLength(1);
    await addStock(sandbox, 4);
    const second = timer.fire();
    // The first write is still open: the second waits for it.
    await Promise.resolve();
    expect(writes).toHaveLength(1);
    const secondStarted = new Promise<void>((resolve) => (started = resolve));
    writes[0]?.finish();
    await secondStarted;
    expect(writes).toHaveLength(2);
    writes[1]?.finish();
    await Promise.all([first, second]);

    const onHand = (text: string | undefined): number | undefined => {
      const decoded = decodeSnapshot(text ?? '');
      if (!decoded.ok) return undefined;
      const account = decoded.value.accounts[0];
      const sku = account?.products[0]?.sku ?? '';
      return account?.warehouseProductsBySku.get(sku)?.[0]?.on_hand;
    };
    expect(onHand(writes[0]?.text)).toBe(seeded + 3);
    expect(onHand(writes[1]?.text)).toBe(seeded + 7);
    await stop(sandbox);
    expect(writes).toHaveLength(2);
  });

  it('writes nothing while nothing changes', async () => {
    const dir = freshDir();
    const sandbox = await start(dir);
    await stop(sandbox);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['with one bit flipped', (text: string) => flipOneBit(text)],
    ['not ours', () => 'hello\nworld'],
  ])('sets a file %s aside, says so once and starts from the seed', async (_, damage) => {
    const dir = freshDir();
    const first = await start(dir);
    const seeded = firstOnHand(first);
    await addStock(first, 5);
    await stop(first);
    const path = join(dir, SNAPSHOT_FILE);
    const damaged = damage(readFileSync(path, 'utf8'));
    writeFileSync(path, damaged);

    const lines: string[] = [];
    const second = await start(dir, lines, manualTimer());
    expect(firstOnHand(second)).toBe(seeded);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /could not be read \(.+\): kept as .+; starting from the seed data\.$/,
    );
    const aside = readdirSync(dir).filter((name) => name.startsWith(`${SNAPSHOT_FILE}.damaged-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toBe(damaged);
  });

  it('removes what a writer killed mid-save left, and only that', async () => {
    const dir = freshDir();
    // No process has this id (above Linux's pid_max); the running test's own file stays.
    const dead = `${SNAPSHOT_FILE}.${2 ** 30}-0a1b2c3d.tmp`;
    const alive = `${SNAPSHOT_FILE}.${process.pid}-0a1b2c3d.tmp`;
    writeFileSync(join(dir, dead), 'half');
    writeFileSync(join(dir, alive), 'half');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await stop(await start(dir));
    expect(readdirSync(dir).sort()).toEqual([alive, 'notes.txt'].sort());
  });

  it('starts over from the seed when asked to reset', async () => {
    const dir = freshDir();
    const first = await start(dir);
    const seeded = firstOnHand(first);
    await addStock(first, 9);
    await stop(first);
    const lines: string[] = [];
    const second = await start(dir, lines, manualTimer(), true);
    expect(firstOnHand(second)).toBe(seeded);
    expect(lines[0]).toMatch(/^Sandbox data reset: starting from the seed data/);
  });

  it('two sandboxes on one folder leave one whole file: the last to save wins', async () => {
    const dir = freshDir();
    const one = await start(dir);
    const two = await start(dir);
    const seeded = firstOnHand(one) ?? -1;
    await Promise.all([addStock(one, 2), addStock(two, 4)]);
    await stop(one);
    await stop(two);
    const lines: string[] = [];
    const third = await start(dir, lines);
    expect(firstOnHand(third)).toBe(seeded + 4);
    expect(lines).toEqual([`Sandbox data restored from ${join(dir, SNAPSHOT_FILE)}.`]);
    expect(readdirSync(dir)).toEqual([SNAPSHOT_FILE]);
  });
});

/** Flips the lowest bit of a character in the middle of the body, keeping it valid text. */
function flipOneBit(text: string): string {
  const at = Math.floor(text.length * 0.6);
  const code = text.charCodeAt(at);
  return `${text.slice(0, at)}${String.fromCharCode(code ^ 1)}${text.slice(at + 1)}`;
}
