/**
 * A detail pane to focus as soon as it shows a given record: the quick finder opens a product or
 * an order, and the pane takes focus once its title is there (an order's pane opens only when the
 * service has found it), and a return's pane after its status changed. Keys: `product:<SKU>`,
 * `order:<#number>`, `return:<id>`.
 */
import { create } from 'zustand';

interface PaneFocusState {
  readonly key: string | null;
  readonly request: (key: string | null) => void;
}

export const usePaneFocus = create<PaneFocusState>()((set) => ({
  key: null,
  request: (key) => set({ key }),
}));

export function productPaneKey(sku: string): string {
  return `product:${sku}`;
}

export function orderPaneKey(orderNumber: string): string {
  return `order:${orderNumber}`;
}

export function returnPaneKey(returnId: string): string {
  return `return:${returnId}`;
}
