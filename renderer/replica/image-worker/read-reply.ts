/**
 * The page's check of what the worker answers (messages.ts): a reply it cannot read settles the
 * request it names (when its id can be read) with a `malformed-message` error, never as rows.
 */
import { IMAGE_ERROR_KINDS } from '../../../shared/catalogue-image/open.ts';
import type { ReplicaLookupResult, ReplicaQueryResult } from '../../../shared/replica/query.ts';
import type { Result } from '../../../shared/result.ts';
import {
  IMAGE_WORKER_ERROR_KINDS,
  type ImageReply,
  type ImageWorkerError,
  type UnreadableMessage,
} from './messages.ts';
import {
  contents,
  counts,
  flag,
  oneOf,
  product,
  readMessage,
  record,
  rows,
  text,
  whole,
} from './read-values.ts';

const MOST = Number.MAX_SAFE_INTEGER;

function workerError(value: unknown): ImageWorkerError {
  const found = record(value, 'error');
  const kind = oneOf(found['kind'], 'error.kind', IMAGE_WORKER_ERROR_KINDS);
  const message = text(found['message'], 'error.message');
  if (kind !== 'bad-image') return { kind, message };
  const image = record(found['image'], 'error.image');
  return {
    kind,
    message,
    image: {
      kind: oneOf(image['kind'], 'error.image.kind', IMAGE_ERROR_KINDS),
      message: text(image['message'], 'error.image.message'),
    },
  };
}

function queryResult(value: unknown): ReplicaQueryResult {
  const found = record(value, 'result');
  return {
    rows: rows(found['rows'], 'result.rows'),
    offset: whole(found['offset'], 'result.offset', 0, MOST),
    total: whole(found['total'], 'result.total', 0, MOST),
    counts: counts(found['counts'], 'result.counts'),
    catalogue: whole(found['catalogue'], 'result.catalogue', 0, MOST),
    ready: flag(found['ready'], 'result.ready'),
  };
}

function lookupResult(value: unknown): ReplicaLookupResult {
  const found = record(value, 'result');
  return {
    ready: flag(found['ready'], 'result.ready'),
    product: found['product'] === null ? null : product(found['product'], 'result.product'),
  };
}

function reply(value: unknown): ImageReply {
  const found = record(value, 'the reply');
  const kind = oneOf(found['kind'], 'kind', [
    'loaded',
    'changed',
    'query',
    'matching',
    'lookup',
    'error',
  ]);
  if (kind === 'error') {
    const id = found['id'] === null ? null : whole(found['id'], 'id', 0, MOST);
    return { kind, id, error: workerError(found['error']) };
  }
  const id = whole(found['id'], 'id', 0, MOST);
  const from = contents(found['from'], 'from');
  switch (kind) {
    case 'loaded':
    case 'changed':
      return { kind, id, from, size: whole(found['size'], 'size', 0, MOST) };
    case 'query':
      return { kind, id, from, result: queryResult(found['result']) };
    case 'matching':
      return { kind, id, from, rows: rows(found['rows'], 'rows') };
    case 'lookup':
      return { kind, id, from, result: lookupResult(found['result']) };
  }
}

/** The reply, or why it cannot be read (and the id of the request it answers, if readable). */
export function readReply(value: unknown): Result<ImageReply, UnreadableMessage> {
  const read = readMessage(() => reply(value));
  if (read.ok) return read;
  const id = readMessage(() => whole(record(value, 'the reply')['id'], 'id', 0, MOST));
  return { ok: false, error: { id: id.ok ? id.value : null, message: read.error } };
}
