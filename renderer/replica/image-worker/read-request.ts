/**
 * The worker's check of what the page sends (messages.ts): a request it cannot read gets a
 * `malformed-message` reply, with the request's id when that much could be read.
 */
import {
  MAX_SEARCH_CHARS,
  MAX_WINDOW_ROWS,
  QUICK_FILTERS,
  REPLICA_SORT_KEYS,
  type ReplicaQuery,
} from '../../../shared/replica/query.ts';
import { fromColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import type { Result } from '../../../shared/result.ts';
import type { ImageFilter, ReadRequest, UnreadableMessage } from './messages.ts';
import {
  contents,
  flag,
  list,
  oneOf,
  optional,
  readMessage,
  record,
  text,
  textOrNull,
  whole,
  wrong,
} from './read-values.ts';

/** Far beyond any code or text typed; bounds what one request can make the worker compare. */
const MOST_TEXT = 10_000;
const MOST_ID = Number.MAX_SAFE_INTEGER;

function filter(value: unknown, path: string): ImageFilter {
  const found = record(value, path);
  return {
    // Longer text cannot match more: the search cuts it too.
    text: text(found['text'], `${path}.text`, MOST_TEXT).slice(0, MAX_SEARCH_CHARS),
    sort: optional(found['sort'], `${path}.sort`, (v, p) => oneOf(v, p, REPLICA_SORT_KEYS)),
    descending: optional(found['descending'], `${path}.descending`, flag),
    warehouseId: optional(found['warehouseId'], `${path}.warehouseId`, textOrNull),
    quick: optional(found['quick'], `${path}.quick`, (v, p) => oneOf(v, p, QUICK_FILTERS)),
  };
}

function query(value: unknown, path: string): ReplicaQuery {
  const found = record(value, path);
  return {
    ...filter(found, path),
    offset: whole(found['offset'], `${path}.offset`, 0, MOST_ID),
    limit: whole(found['limit'], `${path}.limit`, 0, MAX_WINDOW_ROWS),
  };
}

/** Changes in main's column form (replica-columns.ts), decoded and checked value by value. */
function productColumns(value: unknown, path: string): ReplicaProduct[] {
  return fromColumns(value) ?? wrong(path, 'product columns');
}

function removedIds(value: unknown): string[] {
  return list(value, 'removed').map((item, i) => text(item, `removed[${i}]`));
}

function imageBuffer(value: unknown, path: string): ArrayBuffer {
  return value instanceof ArrayBuffer ? value : wrong(path, 'an ArrayBuffer');
}

function request(value: unknown): ReadRequest {
  const found = record(value, 'the request');
  const id = whole(found['id'], 'id', 0, MOST_ID);
  const kind = oneOf(found['kind'], 'kind', ['load', 'changes', 'query', 'matching', 'lookup']);
  switch (kind) {
    case 'load':
      return {
        kind,
        id,
        contents: contents(found['contents'], 'contents'),
        image: imageBuffer(found['image'], 'image'),
        removed: removedIds(found['removed']),
        changed: productColumns(found['changed'], 'changed'),
      };
    case 'changes':
      return {
        kind,
        id,
        after: contents(found['after'], 'after'),
        contents: contents(found['contents'], 'contents'),
        removed: removedIds(found['removed']),
        changed: productColumns(found['changed'], 'changed'),
      };
    case 'query':
      return { kind, id, query: query(found['query'], 'query') };
    case 'matching':
      return { kind, id, query: filter(found['query'], 'query') };
    case 'lookup':
      return { kind, id, code: text(found['code'], 'code', MOST_TEXT) };
  }
}

/** The request, or why it cannot be read (and its id, if that could be). */
export function readRequest(value: unknown): Result<ReadRequest, UnreadableMessage> {
  const read = readMessage(() => request(value));
  if (read.ok) return read;
  const id = readMessage(() => whole(record(value, 'the request')['id'], 'id', 0, MOST_ID));
  return { ok: false, error: { id: id.ok ? id.value : null, message: read.error } };
}
