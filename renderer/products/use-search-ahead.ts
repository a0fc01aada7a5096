/**
 * Typing in the products search. Once the page holds the catalogue image, the list searches it in
 * the keystroke's own render: field and rows change together. Until then the field shows each
 * keystroke at once, and the list changes once, when main's answer to the new text is in the
 * cache. Showing the text first would repaint the whole grid twice per keystroke — dimmed old
 * rows, then the new ones — and the first paint competes for the processor with the very answer
 * it waits for. An answer slower than `SLOW_ANSWER_MS` is not waited for: the list then shows
 * that it is searching, as for any other change of filter.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageImage } from '../replica/page-image.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { replicaRowsOptions } from '../replica/use-replica-rows.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { replicaFilterOf } from './replica-filter.ts';
import { useProductsViewState } from './view-state.ts';

export const SLOW_ANSWER_MS = 150;

/** Returns what the field calls with each new text. */
export function useSearchAhead(): (typed: string) => void {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const { lastRefreshedAt: refreshedAt, contents } = useReplicaStatus();
  const image = usePageImage(contents);
  return useCallback(
    (typed: string) => {
      const store = useProductsViewState;
      const { dispatch } = store.getState();
      dispatch({ type: 'type', text: typed });
      if (image !== null) {
        dispatch({ type: 'search', text: typed });
        return;
      }
      // Only while the field still holds this text: a later keystroke's answer wins.
      const show = (): void => {
        clearTimeout(slow);
        const state = store.getState();
        if (state.typed === typed && state.text !== typed)
          dispatch({ type: 'search', text: typed });
      };
      const slow = setTimeout(show, SLOW_ANSWER_MS);
      const options = replicaRowsOptions(
        bridge,
        replicaFilterOf(store.getState(), typed),
        refreshedAt,
      );
      // A failed fetch shows too: the list then shows the error, with its retry.
      void queryClient.infiniteQuery(options).then(show, show);
    },
    [bridge, queryClient, refreshedAt, image],
  );
}
