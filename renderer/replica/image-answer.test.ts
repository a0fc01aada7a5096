/**
 * What a list may take from the worker's client: an answer from an older image than the one
 * asked is never taken (main answers instead), and a superseded query is asked again only while a
 * list shows it, else ends as SupersededSearch.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReplicaQueryResult } from '../../shared/replica/query.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';
import { askImage, SupersededSearch } from './image-answer.ts';
import type { ImageSearchClient, ImageSearchError } from './image-worker/image-search-client.ts';
import type { PageImage } from './page-image.ts';

const V1 = { copy: 'c1', version: 1 };
const V2 = { copy: 'c1', version: 2 };
const QUERY = { text: 'lamp', offset: 0, limit: 10 };
const RESULT: ReplicaQueryResult = {
  rows: [],
  offset: 0,
  total: 0,
  counts: { all: 0, low: 0, out: 0, backorder: 0 },
  catalogue: 3,
  ready: true,
};

type Answer = { from: ReplicaContents } | ImageSearchError['kind'];

/** A page image whose client answers each query with the next of `answers`. */
function imageAnswering(contents: ReplicaContents, answers: Answer[]) {
  let asked = 0;
  const query: ImageSearchClient['query'] = () => {
    asked++;
    const next = answers.shift() ?? 'failed';
    return Promise.resolve(
      typeof next === 'string'
        ? { ok: false, error: { kind: next, message: next } }
        : { ok: true, value: { from: next.from, answer: RESULT } },
    );
  };
  const unused = () => Promise.reject(new Error('not asked in these tests'));
  const client: ImageSearchClient = {
    load: unused,
    applyChanges: unused,
    query,
    matching: unused,
    lookup: unused,
    dispose: () => undefined,
  };
  const image: PageImage = { contents, client };
  return { image, asked: () => asked };
}

/** A query context; `shown` adds an observer of its key, as a list on screen has. */
function context(shown: boolean) {
  const client = new QueryClient();
  const queryKey = ['replica', 'test'];
  if (shown) {
    const observer = new QueryObserver(client, { queryKey, queryFn: () => 1, enabled: false });
    observer.subscribe(() => undefined);
  }
  return { client, queryKey, signal: new AbortController().signal };
}

describe('askImage', () => {
  it('takes the answer of the image asked, or a newer one', async () => {
    expect(await askImage(imageAnswering(V1, [{ from: V1 }]).image, QUERY, context(true))).toBe(
      RESULT,
    );
    expect(await askImage(imageAnswering(V1, [{ from: V2 }]).image, QUERY, context(true))).toBe(
      RESULT,
    );
  });

  it('never takes an answer from an older image, nor another copy’s: main answers', async () => {
    expect(await askImage(imageAnswering(V2, [{ from: V1 }]).image, QUERY, context(true))).toBe(
      null,
    );
    const other = { copy: 'c2', version: 9 };
    expect(await askImage(imageAnswering(V2, [{ from: other }]).image, QUERY, context(true))).toBe(
      null,
    );
  });

  it('leaves a failed worker to main', async () => {
    expect(await askImage(imageAnswering(V1, ['no-image']).image, QUERY, context(true))).toBe(null);
  });

  it('asks a superseded query again while a list shows it, a few times at most', async () => {
    const again = imageAnswering(V1, ['superseded', { from: V1 }]);
    expect(await askImage(again.image, QUERY, context(true))).toBe(RESULT);
    expect(again.asked()).toBe(2);
    const always = imageAnswering(V1, ['superseded', 'superseded', 'superseded', 'superseded']);
    expect(await askImage(always.image, QUERY, context(true))).toBe(null);
    expect(always.asked()).toBe(3);
  });

  it('ends a superseded query nothing shows as SupersededSearch, without asking again', async () => {
    const once = imageAnswering(V1, ['superseded', { from: V1 }]);
    await expect(askImage(once.image, QUERY, context(false))).rejects.toBeInstanceOf(
      SupersededSearch,
    );
    expect(once.asked()).toBe(1);
  });
});
