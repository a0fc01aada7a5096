/**
 * Unsaved form input kept outside the components, keyed by form. A form that unmounts (the user
 * switches view, or signs in again after the session expired) gets its input back.
 */
import { useCallback } from 'react';
import { create } from 'zustand';

type Draft = Readonly<Record<string, string>>;

interface DraftState {
  readonly drafts: Readonly<Record<string, Draft>>;
  readonly setField: (form: string, field: string, value: string) => void;
  readonly clear: (form: string) => void;
}

export const useDraftStore = create<DraftState>()((set) => ({
  drafts: {},
  setField: (form, field, value) =>
    set((state) => ({
      drafts: { ...state.drafts, [form]: { ...state.drafts[form], [field]: value } },
    })),
  clear: (form) =>
    set((state) => ({
      drafts: Object.fromEntries(Object.entries(state.drafts).filter(([key]) => key !== form)),
    })),
}));

const EMPTY: Draft = {};

/** `[values, setField, clear]` for one form; unset fields read as `initial[field] ?? ''`. */
export function useDraft(
  form: string,
  initial: Draft = EMPTY,
): readonly [Draft, (field: string, value: string) => void, () => void] {
  const stored = useDraftStore((state) => state.drafts[form]);
  const setStored = useDraftStore((state) => state.setField);
  const clearStored = useDraftStore((state) => state.clear);
  const setField = useCallback(
    (field: string, value: string) => setStored(form, field, value),
    [form, setStored],
  );
  const clear = useCallback(() => clearStored(form), [form, clearStored]);
  return [{ ...initial, ...stored }, setField, clear] as const;
}
