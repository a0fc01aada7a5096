/**
 * React-query hooks over `bridge.graphql` (one cache for the renderer). Keys are
 * `[operationName, variables]` (infinite lists add `'pages'`: `pagesKey`), so invalidating `[name]` refreshes
 * every use of an operation. Results are the whole payload: `data`, `errors`, `scopeWarnings`
 * (for PII placeholders) and `cost`. Errors are OperationError (render with <ErrorView>).
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { RendererPriority } from '../../shared/bridge/contract.ts';
import type {
  OperationData,
  OperationName,
  OperationVariables,
} from '../../shared/operations/catalogue.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useSignedIn } from '../session/session-context.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import type { OperationError } from './operation-error.ts';
import { cursorVariableOf, runOperation, type OperationResult } from './run-operation.ts';

export type { OperationResult };

export function operationKey<N extends OperationName>(name: N, variables: OperationVariables<N>) {
  return [name, variables] as const;
}

/** The key of a list `useInfiniteOperation` loads page by page, for cache housekeeping. */
export function pagesKey<N extends PagedOperationName>(
  name: N,
  variables: Omit<OperationVariables<N>, CursorVariableOf<N>>,
) {
  return [name, variables, 'pages'] as const;
}

export interface OperationQueryOptions {
  readonly enabled?: boolean;
  /** `background` for refreshes the user is not waiting for; main serves foreground first. */
  readonly priority?: RendererPriority;
  readonly staleTime?: number;
  readonly refetchInterval?: number | false;
  /** Keep showing the previous result while new variables load (search, sort): no jumps. */
  readonly keepPrevious?: boolean;
}

export function useOperation<N extends OperationName>(
  name: N,
  variables: OperationVariables<N>,
  options: OperationQueryOptions = {},
): UseQueryResult<OperationResult<N>> {
  const bridge = useBridge();
  const gate = useCanRun(name);
  const signedIn = useSignedIn() !== null;
  const priority = options.priority ?? 'foreground';
  return useQuery({
    queryKey: operationKey(name, variables),
    queryFn: () => runOperation(bridge, name, variables, priority, gate),
    // Nothing runs while signed out (e.g. under "sign in again"): it would only fail.
    enabled: signedIn && (options.enabled ?? true),
    staleTime: options.staleTime,
    refetchInterval: options.refetchInterval,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/** Cursor variables the operations page with (`after`, or `lineItemsAfter` in OrderDetail). */
export type CursorVariableOf<N extends OperationName> = Extract<
  keyof OperationVariables<N>,
  'after' | `${string}After`
>;

/** Operations that page with a cursor variable. */
export type PagedOperationName = {
  [K in OperationName]: [CursorVariableOf<K>] extends [never] ? never : K;
}[OperationName];

export interface PageInfo {
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}

export type OperationPages<N extends OperationName> = InfiniteData<
  OperationResult<N>,
  string | null
>;

/**
 * A connection loaded page by page (`fetchNextPage`); the cursor goes into the operation's
 * cursor variable (`after`, `lineItemsAfter`), read from its document. `first` in `variables`
 * is the page size asked for; main's broker may lower it to fit the credit budget
 * (`cost.pageSize` says so).
 */
export function useInfiniteOperation<N extends PagedOperationName>(
  name: N,
  variables: Omit<OperationVariables<N>, CursorVariableOf<N>>,
  pageInfoOf: (data: OperationData<N>) => PageInfo | null | undefined,
  options: Omit<OperationQueryOptions, 'refetchInterval'> = {},
): UseInfiniteQueryResult<OperationPages<N>> {
  const bridge = useBridge();
  const gate = useCanRun(name);
  const signedIn = useSignedIn() !== null;
  const priority = options.priority ?? 'foreground';
  const cursor = cursorVariableOf(name);
  return useInfiniteQuery({
    queryKey: pagesKey(name, variables),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const pageVariables = { ...variables, [cursor]: pageParam } as OperationVariables<N>;
      return runOperation(bridge, name, pageVariables, priority, gate);
    },
    getNextPageParam: (last) => {
      const info = pageInfoOf(last.data);
      return info?.hasNextPage && info.endCursor ? info.endCursor : undefined;
    },
    // Nothing runs while signed out (e.g. under "sign in again"): it would only fail.
    enabled: signedIn && (options.enabled ?? true),
    staleTime: options.staleTime,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export interface OperationMutationOptions<N extends OperationName> {
  /** Operations whose cached results this change makes stale. */
  readonly invalidates?: readonly OperationName[];
  readonly onSuccess?: (result: OperationResult<N>, variables: OperationVariables<N>) => void;
  readonly onError?: (error: OperationError, variables: OperationVariables<N>) => void;
}

/**
 * A change. Never retried here: after an ambiguous failure main reports what it found
 * (`network` errors carry `applied`), and the view decides whether to offer a retry.
 */
export function useOperationMutation<N extends OperationName>(
  name: N,
  options: OperationMutationOptions<N> = {},
): UseMutationResult<OperationResult<N>, OperationError, OperationVariables<N>> {
  const bridge = useBridge();
  const gate = useCanRun(name);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [name],
    mutationFn: (variables: OperationVariables<N>) =>
      runOperation(bridge, name, variables, 'foreground', gate),
    onSuccess: async (result, variables) => {
      const stale = options.invalidates ?? [];
      await Promise.all(stale.map((n) => queryClient.invalidateQueries({ queryKey: [n] })));
      options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}
