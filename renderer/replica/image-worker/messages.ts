/**
 * Every message between the page and its catalogue-image worker (docs/replica.md, "The page's
 * search worker"): one definition for both ends. Each side reads what it receives with
 * read-request.ts or read-reply.ts and trusts nothing it has not checked.
 *
 * Requests carry an id the reply repeats. Replies carry `from`, the contents (main's copy and
 * version) of the image they were answered from, so an answer from an image the page has since
 * replaced can be told and dropped.
 */
import type { ImageError } from '../../../shared/catalogue-image/open.ts';
import type {
  ReplicaLookupResult,
  ReplicaQuery,
  ReplicaQueryResult,
} from '../../../shared/replica/query.ts';
import type { ProductColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaContents, ReplicaProduct, ReplicaRow } from '../../../shared/replica/types.ts';

/**
 * One end of a message channel: a Worker, the worker's own scope, or a MessagePort (tests use
 * `new MessageChannel()`, so no real Worker is needed).
 */
export interface MessageEnd {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message' | 'messageerror', listener: (event: MessageEvent) => void): void;
  removeEventListener(
    type: 'message' | 'messageerror',
    listener: (event: MessageEvent) => void,
  ): void;
  /** A MessagePort delivers nothing to `addEventListener` listeners until started. */
  start?(): void;
}

/** A query without its window: every matching row (exports). */
export type ImageFilter = Omit<ReplicaQuery, 'offset' | 'limit'>;

export type ImageRequest =
  /**
   * A whole image, its buffer transferred (the sender's copy is detached), and what main changed
   * over it since it was built (as main sends both, shared/replica/query.ts `ReplicaImage`): the
   * image held is then `contents`, not the image alone.
   */
  | {
      readonly kind: 'load';
      readonly id: number;
      readonly contents: ReplicaContents;
      readonly image: ArrayBuffer;
      readonly changed: ProductColumns;
      readonly removed: readonly string[];
    }
  /**
   * What changed after `after` (in the column form main sends, replica-columns.ts), laid over the
   * image held: it must be the same copy, at `after` or later, and older than `contents`.
   */
  | {
      readonly kind: 'changes';
      readonly id: number;
      readonly after: ReplicaContents;
      readonly contents: ReplicaContents;
      readonly changed: ProductColumns;
      readonly removed: readonly string[];
    }
  | { readonly kind: 'query'; readonly id: number; readonly query: ReplicaQuery }
  | { readonly kind: 'matching'; readonly id: number; readonly query: ImageFilter }
  | { readonly kind: 'lookup'; readonly id: number; readonly code: string };

/**
 * A request as the worker has read it (read-request.ts): the same, with the changes (of a load
 * or of `changes`) already
 * decoded from their columns and checked value by value.
 */
export type ReadRequest =
  | Exclude<ImageRequest, { readonly kind: 'load' | 'changes' }>
  | (Omit<Extract<ImageRequest, { readonly kind: 'load' }>, 'changed'> & {
      readonly changed: readonly ReplicaProduct[];
    })
  | (Omit<Extract<ImageRequest, { readonly kind: 'changes' }>, 'changed'> & {
      readonly changed: readonly ReplicaProduct[];
    });

export const IMAGE_WORKER_ERROR_KINDS = [
  /** The image did not open (its `ImageError` says why); the worker then holds none. */
  'bad-image',
  /** No image is held: none loaded yet, or the last one was bad. */
  'no-image',
  /** Changes for another copy, or from after a version the image held does not reach. */
  'stale-changes',
  /** A message that is not one of these (either direction). */
  'malformed-message',
  /** Answering threw: a bug, reported rather than crashing the worker. */
  'failed',
] as const;
export type ImageWorkerErrorKind = (typeof IMAGE_WORKER_ERROR_KINDS)[number];

export interface ImageWorkerError {
  readonly kind: ImageWorkerErrorKind;
  readonly message: string;
  /** With `bad-image`: why the image did not open. */
  readonly image?: ImageError;
}

export type ImageReply =
  | {
      readonly kind: 'loaded' | 'changed';
      readonly id: number;
      readonly from: ReplicaContents;
      /** Products the image holds now. */
      readonly size: number;
    }
  | {
      readonly kind: 'query';
      readonly id: number;
      readonly from: ReplicaContents;
      readonly result: ReplicaQueryResult;
    }
  | {
      readonly kind: 'matching';
      readonly id: number;
      readonly from: ReplicaContents;
      readonly rows: readonly ReplicaRow[];
    }
  | {
      readonly kind: 'lookup';
      readonly id: number;
      readonly from: ReplicaContents;
      readonly result: ReplicaLookupResult;
    }
  /** `id` is null when the request's id could not be read. */
  | { readonly kind: 'error'; readonly id: number | null; readonly error: ImageWorkerError };

/** A message one end could not read, and the request id it carried, when that much could be read. */
export interface UnreadableMessage {
  readonly id: number | null;
  readonly message: string;
}
