import { Button } from './Button.tsx';

/** The next page of a list loaded on demand (an infinite query), and nothing once it is all here. */
export function LoadMoreButton({
  query,
  children,
}: {
  readonly query: {
    readonly hasNextPage: boolean;
    readonly isFetchingNextPage: boolean;
    readonly fetchNextPage: () => Promise<unknown>;
  };
  readonly children: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div>
      <Button
        size="sm"
        busy={query.isFetchingNextPage}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {children}
      </Button>
    </div>
  );
}
