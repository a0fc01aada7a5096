/**
 * A fake service whose sort is deliberately not stable across pages, as a maintained public
 * client reports of the real one: records that tie on every key asked for come back in a fresh
 * shuffled order on each request. Cursors are offsets, so a walk sorted by a non-unique attribute
 * alone skips some records and repeats others; a sort ending in a unique key is unaffected.
 * Deterministic: the shuffles come from a seeded generator, not from the clock.
 */
import { ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';

type Value = string | number | null;
export type FakeRecord = Readonly<Record<string, Value>>;

/** mulberry32: a small seeded generator, so every run shuffles alike. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export interface UnstablePages {
  /** One page of `records` in `sort` order, ties shuffled afresh for this request. */
  page(
    records: readonly FakeRecord[],
    sort: string,
    first: number,
    after: string | null,
  ): { nodes: FakeRecord[]; hasNextPage: boolean; endCursor: string | null };
  /** Requests answered so far. */
  readonly requests: () => number;
}

export function unstablePages(seed: number, pageSize: number): UnstablePages {
  const random = generator(seed);
  let requests = 0;
  return {
    requests: () => requests,
    page(records, sort, first, after) {
      requests++;
      const keys = sort
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => ({ name: part.replace(/^[+-]/, ''), descending: part.startsWith('-') }));
      const tie = new Map(records.map((record) => [record, random()]));
      const ordered = [...records].sort((a, b) => {
        for (const key of keys) {
          const order = compare(a[key.name] ?? null, b[key.name] ?? null);
          if (order !== 0) return key.descending ? -order : order;
        }
        return (tie.get(a) ?? 0) - (tie.get(b) ?? 0);
      });
      const start = after === null ? 0 : Number(after);
      const size = Math.min(first, pageSize);
      const nodes = ordered.slice(start, start + size);
      const end = start + nodes.length;
      return { nodes, hasNextPage: end < ordered.length, endCursor: String(end) };
    },
  };
}

/** A reply as the broker hands it on. */
export function answer(data: unknown, pageSize: number | null = null) {
  return ok({
    data,
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 1, actual: 1, pageSize },
  }) satisfies BridgeResult<GraphqlPayload<unknown>>;
}

export const wrap = (data: unknown) => ({ request_id: 'r', complexity: 1, data });
