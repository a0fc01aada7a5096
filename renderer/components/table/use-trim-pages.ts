import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * When a long list is left (another sort, search or filter, or another view), its cached pages
 * are cut back to the first. React-query refetches every cached page of a stale infinite list
 * when it is shown again; after scrolling through 20,000 rows that would be 200 requests from
 * the credits the whole account shares. Coming back then costs one page, read from the top.
 */
export function useTrimPagesOnLeave(queryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(hash) as unknown[];
    return () => {
      const state = queryClient.getQueryState(key);
      queryClient.setQueryData<InfiniteData<unknown>>(
        key,
        (data) =>
          data && data.pages.length > 1
            ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
            : data,
        // Keep the data's age: trimming does not make it fresh.
        { updatedAt: state?.dataUpdatedAt },
      );
    };
  }, [queryClient, hash]);
}
