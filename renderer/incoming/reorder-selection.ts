/**
 * The products picked for a reorder in the Low stock list, by SKU, with the warehouse rows that
 * made each low when it was picked (the draft's quantities come from those). UI state only.
 */
import { create } from 'zustand';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import type { ReorderPick } from './reorder-draft.ts';

interface ReorderSelection {
  readonly picks: ReadonlyMap<string, ReorderPick>;
  readonly toggle: (row: Pick<ReplicaRow, 'sku' | 'name' | 'lowIn'>) => void;
  readonly clear: () => void;
}

export const useReorderSelection = create<ReorderSelection>()((set) => ({
  picks: new Map(),
  toggle: (row) =>
    set(({ picks }) => {
      const next = new Map(picks);
      if (next.has(row.sku)) next.delete(row.sku);
      else next.set(row.sku, { sku: row.sku, name: row.name, lowIn: row.lowIn });
      return { picks: next };
    }),
  clear: () => set({ picks: new Map() }),
}));
