/** Whether the quick finder is open: the top bar's button, the shortcut and the menu share it. */
import { create } from 'zustand';

interface FinderState {
  readonly open: boolean;
  /** Counts "find" asks while open: the finder selects its text for each, to start over. */
  readonly asked: number;
  readonly setOpen: (open: boolean) => void;
  /** Opens the finder, or selects its text when it is open already. */
  readonly find: () => void;
}

export const useFinderStore = create<FinderState>()((set) => ({
  open: false,
  asked: 0,
  setOpen: (open) => set({ open }),
  find: () => set((state) => ({ open: true, asked: state.open ? state.asked + 1 : state.asked })),
}));
