/** What each of the brief's detectors is handed for one refresh. */
import type { BriefKind } from '../../shared/brief/brief.ts';
import type { BriefMemory, Entry } from './brief-memory.ts';
import type { Execute } from '../broker/execute.ts';
import type { Spend } from './brief-requests.ts';

/** A warehouse row of the catalogue copy, as the reorder rule reads it. */
export interface StockRow {
  readonly reorderLevel: number;
  readonly allocated: number;
  readonly warehouseLabel: string | null;
}

/**
 * The catalogue copy (electron/replica) as the brief reads it: a SKU's row at a warehouse, or
 * `undefined` while the copy is not ready (crossings then wait), null when it has no such row.
 */
export type StockLookup = (sku: string, warehouseId: string) => StockRow | null | undefined;

export interface RefreshContext {
  readonly execute: Execute;
  readonly spend: Spend;
  /** The refresh's clock reading (ms) and the same instant in the service's words. */
  readonly nowMs: number;
  readonly now: string;
  /** Start of the period in the service's words. */
  readonly since: string;
  /** The memory being brought up to date (a copy, kept only if the refresh completes). */
  readonly memory: BriefMemory;
  readonly stock: StockLookup;
  /** Puts a record on a line; remembers it as new for alerts when it was not there. */
  found(kind: BriefKind, entry: Entry): void;
}
