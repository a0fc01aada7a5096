/**
 * UI state only (server data lives in react-query): the current view, selections, the theme
 * override, the "fewer scopes granted" notice and the last scopes asked for. The theme choice is remembered in
 * localStorage; nothing else is, so a fresh start opens on a clean slate.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const VIEW_IDS = [
  'overview',
  'products',
  'orders',
  'inventory',
  'incoming',
  'shipments',
  'returns',
  'account',
] as const;
export type ViewId = (typeof VIEW_IDS)[number];
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ScopeShortfall {
  readonly requested: readonly string[];
  readonly missing: readonly string[];
}

interface UiState {
  readonly view: ViewId;
  /** Selected record per view (an opaque id, or a SKU for inventory). */
  readonly selected: Readonly<Partial<Record<ViewId, string | null>>>;
  readonly theme: ThemeChoice;
  /** Set when the service granted fewer scopes than asked; the shell offers "Request again". */
  readonly scopeShortfall: ScopeShortfall | null;
  /** Scopes of the last scoped sign-in this run, offered again after the session ends. */
  readonly lastScopes: readonly string[] | null;
  readonly showView: (view: ViewId) => void;
  readonly select: (view: ViewId, id: string | null) => void;
  readonly setTheme: (theme: ThemeChoice) => void;
  readonly setScopeShortfall: (shortfall: ScopeShortfall | null) => void;
  readonly setLastScopes: (scopes: readonly string[] | null) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      view: 'overview',
      selected: {},
      theme: 'system',
      scopeShortfall: null,
      lastScopes: null,
      showView: (view) => set({ view }),
      select: (view, id) => set((state) => ({ selected: { ...state.selected, [view]: id } })),
      setTheme: (theme) => set({ theme }),
      setScopeShortfall: (scopeShortfall) => set({ scopeShortfall }),
      setLastScopes: (lastScopes) => set({ lastScopes }),
    }),
    {
      name: 'floorboard-ui',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ theme: state.theme }),
    },
  ),
);

/** The selected id of one view. */
export function useSelected(view: ViewId): string | null {
  return useUiStore((state) => state.selected[view] ?? null);
}
