/**
 * Main's typed `execute`: the operation's name fixes its variables and its reply's data (checked
 * by the compiler: `tsc -p tsconfig.node.json` fails if a line marked `@ts-expect-error` ever
 * compiles), and at run time it hands the broker exactly the request its request form expects.
 */
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { GraphqlRequest } from './request.ts';
import { ok } from '../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../shared/bridge/graphql.ts';
import type {
  QuotaQuery,
  ReplicaProductsQueryVariables,
} from '../../shared/operations/generated.ts';
import {
  namedReply,
  typedExecute,
  type Execute,
  type ExecuteRequest,
  type NamedReply,
} from './execute.ts';
import { startHarness, type Harness } from './testing/broker-harness.ts';

function payload(data: unknown): GraphqlPayload<unknown> {
  return { data, errors: [], scopeWarnings: [], cost: { estimated: 1, actual: 1, pageSize: null } };
}

/** A request form that records what it was given and answers `data`. */
function recording(data: unknown): { execute: ExecuteRequest; seen: GraphqlRequest[] } {
  const seen: GraphqlRequest[] = [];
  return {
    seen,
    execute: (request) => {
      seen.push(request);
      return Promise.resolve(ok(payload(data)));
    },
  };
}

describe('typedExecute', () => {
  it('sends the name and variables as the request form, with only the options given', async () => {
    const fake = recording({ user_quota: null });
    const execute = typedExecute(fake.execute);
    await execute('Quota', {});
    await execute('ReplicaProducts', { first: 50, after: 'c1' }, { priority: 'sync' });
    expect(fake.seen).toEqual([
      { operationName: 'Quota', variables: {} },
      { operationName: 'ReplicaProducts', variables: { first: 50, after: 'c1' }, priority: 'sync' },
    ]);
  });

  it('passes beforeSend and the withdraw signal through untouched', async () => {
    const fake = recording({});
    const beforeSend = (): Promise<void> => Promise.resolve();
    const { signal } = new AbortController();
    await typedExecute(fake.execute)('Viewer', {}, { priority: 'background', beforeSend, signal });
    const [request] = fake.seen;
    expect(request?.beforeSend).toBe(beforeSend);
    expect(request?.signal).toBe(signal);
    expect(request?.priority).toBe('background');
  });

  it('answers what the request form answers, failures included', async () => {
    const failing: ExecuteRequest = () =>
      Promise.resolve({ ok: false, error: { kind: 'signed-out', message: 'Sign in first.' } });
    expect(await typedExecute(failing)('Quota', {})).toEqual({
      ok: false,
      error: { kind: 'signed-out', message: 'Sign in first.' },
    });
    const data = { user_quota: { credits_remaining: 5, max_available: 10, increment_rate: 1 } };
    expect(await typedExecute(recording(data).execute)('Quota', {})).toEqual(ok(payload(data)));
  });

  it('types the variables and the reply by the operation name', () => {
    const execute: Execute = typedExecute(recording({}).execute);
    expectTypeOf(execute<'ReplicaProducts'>)
      .parameter(1)
      .toEqualTypeOf<ReplicaProductsQueryVariables>();
    expectTypeOf(execute<'Quota'>)
      .returns.resolves.extract<{ ok: true }>()
      .toHaveProperty('value')
      .toHaveProperty('data')
      .toEqualTypeOf<QuotaQuery>();
    // Wrong variables, a missing required one, and a name outside the catalogue do not compile.
    // @ts-expect-error `first` is a number
    void execute('ReplicaProducts', { first: 'all' });
    // @ts-expect-error `first` is required
    void execute('ReplicaProducts', {});
    // @ts-expect-error not a catalogued operation
    void execute('DropEverything', {});
  });
});

describe('namedReply', () => {
  it('types a reply by a catalogued name; none for another name or a reply without data', () => {
    const data = { user_quota: null };
    expect(namedReply('Quota', data)).toEqual({ operation: 'Quota', data });
    expect(namedReply('DropEverything', data)).toBeNull();
    expect(namedReply('Quota', null)).toBeNull();
    expect(namedReply('Quota', 'not an object')).toBeNull();
  });

  it('narrows the data by the name', () => {
    const reply: NamedReply | null = namedReply('Quota', { user_quota: null });
    if (reply?.operation !== 'Quota') throw new Error('expected a Quota reply');
    expectTypeOf(reply.data).toEqualTypeOf<QuotaQuery>();
    expect(reply.data.user_quota).toBeNull();
  });
});

describe('broker.run', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('runs the operation against the service and reads the reply by its type', async () => {
    h = await startHarness({});
    const reply = await h.broker.run('Quota', {}, { priority: 'background' });
    if (!reply.ok) throw new Error(reply.error.message);
    // Typed access: no string keys, no casts.
    expect(reply.value.data.user_quota?.max_available).toBeGreaterThan(0);
  });
});
