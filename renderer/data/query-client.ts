import { QueryClient } from '@tanstack/react-query';

/**
 * The renderer's one cache. No automatic retries: main's broker already retries what is safe to
 * retry (and waits for credits), so a second layer here would only spend the shared pool twice.
 * No refetch on focus either: every refetch costs credits the whole account shares.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 60_000,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
