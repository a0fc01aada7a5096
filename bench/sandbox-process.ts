/**
 * The bench's side of the sandbox process (sandbox-worker.ts): starts it, waits for its address,
 * and sends it the changes and questions the benches need; `close` stops it. If it exits early or
 * never prints its address, the start fails with a ChildStartError instead of hanging.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import {
  killWithThisProcess,
  stopChild,
  waitForReady,
  type LineChild,
  type Timers,
} from './child-process.ts';
import {
  parseAnswer,
  parseReadyLine,
  type ProcessMemory,
  type SampleProduct,
  type SandboxProcessOptions,
  type SandboxRequest,
} from './sandbox-protocol.ts';

export interface SandboxProcess {
  readonly url: string;
  readonly pid: number | undefined;
  readonly demo: { readonly owner: { readonly username: string; readonly password: string } };
  /** `count` products' stock changes at the service, as other users' changes would. */
  changeProducts(count: number): Promise<void>;
  /** The products at these positions of the catalogue (missing positions left out). */
  products(indexes: readonly number[]): Promise<SampleProduct[]>;
  memory(): Promise<ProcessMemory>;
  close(): Promise<void>;
}

/** A spawned child whose stdin takes the requests. */
export interface RequestChild extends LineChild {
  readonly pid?: number | undefined;
  readonly stdout: Readable;
  readonly stdin: { write(line: string): unknown; end(): unknown };
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Seeding 200,000 products takes about 5 s alone, several times that on a busy machine. */
const START_TIMEOUT_MS = 180_000;

export function spawnSandboxWorker(options: SandboxProcessOptions): RequestChild {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/sandbox-worker.ts', JSON.stringify(options)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // Writing to a process that has just exited fails; its exit already fails what was waiting.
  child.stdin.on('error', () => undefined);
  return child;
}

/** Talks to an already spawned sandbox worker; exported apart from the spawn for its tests. */
export async function connectSandboxProcess(
  child: RequestChild,
  options: { readonly timeoutMs?: number; readonly timers?: Timers } = {},
): Promise<SandboxProcess> {
  // The sandbox has nothing to save: a second is enough before it is killed.
  const forget = killWithThisProcess(child, 1_000);
  const lines = createInterface({ input: child.stdout });
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  lines.on('line', (line) => {
    const answer = parseAnswer(line);
    const waiting = answer === undefined ? undefined : pending.get(answer.id);
    if (answer === undefined || waiting === undefined) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(new Error(`bench sandbox: ${answer.error}`));
  });
  let ready;
  try {
    ready = await waitForReady(child, lines, {
      what: 'the bench sandbox process',
      parse: parseReadyLine,
      timeoutMs: options.timeoutMs ?? START_TIMEOUT_MS,
      ...(options.timers === undefined ? {} : { timers: options.timers }),
    });
  } catch (error) {
    forget();
    throw error;
  }
  let nextId = 1;
  let exited = false;
  child.once('exit', (code, signal) => {
    exited = true;
    for (const waiting of pending.values()) {
      waiting.reject(
        new Error(`the bench sandbox process exited (${signal ?? `code ${String(code)}`})`),
      );
    }
    pending.clear();
  });
  const request = (body: WithoutId<SandboxRequest>): Promise<unknown> => {
    if (exited) return Promise.reject(new Error('the bench sandbox process has exited'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ ...body, id })}\n`);
    });
  };
  return {
    url: ready.url,
    pid: child.pid,
    demo: { owner: ready.owner },
    changeProducts: async (count) => {
      await request({ op: 'change', count });
    },
    products: async (indexes) => (await request({ op: 'products', indexes })) as SampleProduct[],
    memory: async () => (await request({ op: 'memory' })) as ProcessMemory,
    close: async () => {
      child.stdin.end();
      await stopChild(child);
      forget();
    },
  };
}

/** Starts the sandbox in a process of its own with these options (the port is always free). */
export function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  return connectSandboxProcess(spawnSandboxWorker(options));
}
