/**
 * What main keeps of one account's brief between refreshes and across restarts: the lines (every
 * record of the period, not just the first few), the cursor each stream reads on from, what is
 * watched for the clock to act on (open orders with a ship date, returns not yet processed), and
 * which alerts were raised. Plain JSON data, so it can be sealed to disk as it is.
 */
import {
  BRIEF_KINDS,
  type BriefItem,
  type BriefKind,
  type BriefState,
} from '../../shared/brief/brief.ts';
import type { HoldKey } from '../../shared/orders/holds.ts';

export const BRIEF_MEMORY_VERSION = 1;

/** One record of a line: `key` tells records apart (a SKU at a warehouse, an order). */
export interface Entry {
  readonly key: string;
  /** When it happened, for the period's roll (ms). */
  readonly ms: number;
  readonly item: BriefItem;
}

/** Where each stream reads on from: the newest service time it has seen. */
export interface Cursor {
  readonly orders: string;
  readonly changes: string;
  readonly shipments: string;
  readonly returns: string;
}

/** An open order the clock may make late, with its holds as last seen. */
export interface WatchedOrder {
  readonly id: string;
  readonly number: string;
  readonly due: string | null;
  readonly holds: readonly HoldKey[];
}

/** A return not yet processed, with what the overdue rule reads. */
export interface WatchedReturn {
  readonly id: string;
  readonly label: string;
  readonly orderId: string;
  readonly status: string | null;
  readonly lines: readonly { quantity_received: number | null; updated_at: string | null }[];
}

/** A stock change whose reorder crossing waits for the catalogue copy to be ready. */
export interface PendingCrossing {
  readonly id: string;
  readonly sku: string;
  readonly warehouseId: string;
  readonly previousOnHand: number;
  readonly change: number;
  readonly at: string;
}

export interface BriefMemory {
  readonly v: typeof BRIEF_MEMORY_VERSION;
  /** Start of the period (local midnight starting yesterday), ms. */
  sinceMs: number;
  /** Null until the first brief is complete. */
  cursor: Cursor | null;
  updatedAt: string | null;
  /** How the last refresh ended ('stale' before the first), and why it failed. */
  state: Exclude<BriefState, 'refreshing'>;
  error: string | null;
  lines: Record<BriefKind, Entry[]>;
  missing: Partial<Record<BriefKind, string>>;
  watchOrders: WatchedOrder[];
  /**
   * The holds of orders not watched, as last seen (only orders with a hold), so a hold an order
   * already had is never new; null until they are read once (orders-detector.ts).
   */
  knownHolds: Record<string, HoldKey[]> | null;
  /**
   * The open statuses whose orders were read once to watch, as the Late list reads them
   * (orders-detector.ts); null until then, also for a brief kept before that read existed.
   */
  watchedStatuses: string[] | null;
  watchReturns: WatchedReturn[];
  /** When returns were last read whole for arrivals (ms), 0 before. */
  returnsScanMs: number;
  /** PO numbers already looked up this period. */
  posSeen: string[];
  pendingCrossings: PendingCrossing[];
  /**
   * Per line, the time (ms) of the newest record it had to leave out (crossings beyond what may
   * wait): the line is incomplete while that time is in the period.
   */
  dropped: Partial<Record<BriefKind, number>>;
  /** `kind:key` of every alert raised, so none is raised twice. */
  alerted: string[];
  lastRefreshCredits: number;
  dayCredits: number;
}

export function emptyLines(): Record<BriefKind, Entry[]> {
  return Object.fromEntries(BRIEF_KINDS.map((kind) => [kind, []])) as unknown as Record<
    BriefKind,
    Entry[]
  >;
}

export function emptyMemory(sinceMs: number): BriefMemory {
  return {
    v: BRIEF_MEMORY_VERSION,
    sinceMs,
    cursor: null,
    updatedAt: null,
    state: 'stale',
    error: null,
    lines: emptyLines(),
    missing: {},
    watchOrders: [],
    knownHolds: null,
    watchedStatuses: null,
    watchReturns: [],
    returnsScanMs: 0,
    posSeen: [],
    pendingCrossings: [],
    dropped: {},
    alerted: [],
    lastRefreshCredits: 0,
    dayCredits: 0,
  };
}

/** A deep copy: a refresh works on one and keeps it only when it completes. */
export function copyMemory(memory: BriefMemory): BriefMemory {
  return structuredClone(memory);
}

/** Adds a record to a line unless it is there already; true when it is new. */
export function addEntry(memory: BriefMemory, kind: BriefKind, entry: Entry): boolean {
  const line = memory.lines[kind];
  if (line.some((each) => each.key === entry.key)) return false;
  line.push(entry);
  return true;
}

/**
 * A new local day: the period starts later, so records before it leave the lines, and the
 * day's credits start again. Cursors and what is watched stay (they are about the account, not
 * the day).
 */
export function rollPeriod(memory: BriefMemory, sinceMs: number): BriefMemory {
  if (sinceMs <= memory.sinceMs) return memory;
  const lines = emptyLines();
  for (const kind of BRIEF_KINDS) lines[kind] = memory.lines[kind].filter((e) => e.ms >= sinceMs);
  const kept = new Set(BRIEF_KINDS.flatMap((kind) => lines[kind].map((e) => `${kind}:${e.key}`)));
  return {
    ...memory,
    sinceMs,
    lines,
    posSeen: [],
    dropped: Object.fromEntries(Object.entries(memory.dropped).filter(([, ms]) => ms >= sinceMs)),
    alerted: memory.alerted.filter((key) => kept.has(key)),
    dayCredits: 0,
  };
}
