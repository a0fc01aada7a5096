/** Whether the quick finder is open: the top bar's button and the shortcut share it. */
import { create } from 'zustand';

interface FinderState {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

export const useFinderStore = create<FinderState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
