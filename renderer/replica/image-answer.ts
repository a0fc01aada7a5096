/**
 * A window of rows asked of the page's search worker from a query function, with what its client
 * answers turned into what a list may show (docs/replica.md, "The page's search worker"):
 *
 * - an answer from an older image than the one asked (another copy, an earlier version) is never
 *   shown: main is asked instead, as it is when the worker fails (`null`: ask main);
 * - a query superseded by a newer one (the worker takes one query at a time, the latest) is asked
 *   again while a list still shows its key, a few times at most before main is asked; when nothing
 *   shows it any more (the list moved on to newer text), it ends as `SupersededSearch`, which no
 *   list shows: its observers are gone, and a prefetch drops it (dropSuperseded).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { OperationError } from '../data/operation-error.ts';
import type { PageImage } from './page-image.ts';

/** A search a newer one replaced before the worker answered it; never shown. */
export class SupersededSearch extends OperationError {
  constructor() {
    super({ kind: 'server', message: 'A newer search replaced this one.' });
    this.name = 'SupersededSearch';
  }
}

/** The parts of a query function's context this needs. */
export interface AskingContext {
  readonly client: QueryClient;
  readonly queryKey: QueryKey;
  readonly signal: AbortSignal;
}

/** Times a superseded query still shown is asked again before main answers it. */
const MOST_ASKS = 3;

const atLeast = (from: ReplicaContents, wanted: ReplicaContents): boolean =>
  from.copy === wanted.copy && from.version >= wanted.version;

/** Whether a list still shows the query: not cancelled, and observed. */
const shown = ({ client, queryKey, signal }: AskingContext): boolean =>
  !signal.aborted &&
  (client.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;

/** Lets the worker's answer to the query it is busy with arrive before asking again. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The worker's answer, or null when main should answer instead. */
export async function askImage(
  image: PageImage,
  query: ReplicaQuery,
  context: AskingContext,
): Promise<ReplicaQueryResult | null> {
  for (let asks = 1; ; asks++) {
    const answered = await image.client.query(query);
    if (answered.ok)
      return atLeast(answered.value.from, image.contents) ? answered.value.answer : null;
    if (answered.error.kind !== 'superseded') return null;
    if (!shown(context)) throw new SupersededSearch();
    if (asks === MOST_ASKS) return null;
    await nextTask();
    if (!shown(context)) throw new SupersededSearch();
  }
}

/** After a prefetch failed as superseded: drops its query unless a list shows it meanwhile. */
export function dropSuperseded(client: QueryClient, queryKey: QueryKey, error: unknown): void {
  if (!(error instanceof SupersededSearch)) return;
  client.removeQueries({
    queryKey,
    exact: true,
    predicate: (query) => query.getObserversCount() === 0,
  });
}
