/**
 * The worker's side: holds one catalogue image (shared/catalogue-image/) and answers the page's
 * requests (messages.ts) from it, one at a time in the order they came. A request it cannot read,
 * an image that does not open, changes that do not fit the image held, or an answer that throws
 * each get a typed error reply; the worker goes on serving.
 *
 * Written against a `MessageEnd`, so tests serve over `new MessageChannel()` without a Worker.
 */
import type { CatalogueImage } from '../../../shared/catalogue-image/image.ts';
import { openCatalogueImage } from '../../../shared/catalogue-image/open.ts';
import { withChanges } from '../../../shared/catalogue-image/overlay.ts';
import type { ReplicaContents } from '../../../shared/replica/types.ts';
import type {
  ImageReply,
  ImageWorkerError,
  ImageWorkerErrorKind,
  MessageEnd,
  ReadRequest,
} from './messages.ts';
import { readRequest } from './read-request.ts';

interface Held {
  readonly contents: ReplicaContents;
  readonly image: CatalogueImage;
}

const failure = (id: number | null, kind: ImageWorkerErrorKind, message: string): ImageReply => ({
  kind: 'error',
  id,
  error: { kind, message },
});

/** Whether changes made after `after`, up to `to`, can be laid over what is held. */
function fits(held: ReplicaContents, after: ReplicaContents, to: ReplicaContents): boolean {
  return (
    held.copy === after.copy &&
    to.copy === held.copy &&
    held.version >= after.version &&
    to.version > held.version
  );
}

/** Starts answering on `end`; the function returned stops it. */
export function serveCatalogueImage(end: MessageEnd): () => void {
  let held: Held | null = null;

  const answer = (request: ReadRequest): ImageReply => {
    const { id } = request;
    if (request.kind === 'load') {
      const opened = openCatalogueImage(new Uint8Array(request.image));
      if (!opened.ok) {
        // The page then searches in main; an older image is not kept answering for a newer copy.
        held = null;
        const error: ImageWorkerError = {
          kind: 'bad-image',
          message: `The catalogue image could not be opened: ${opened.error.message}.`,
          image: opened.error,
        };
        return { kind: 'error', id, error };
      }
      // What main changed over the image since it was built: the copy as of `contents`.
      const over =
        request.changed.length + request.removed.length === 0
          ? opened.value
          : withChanges(opened.value, request.changed, request.removed);
      held = { contents: request.contents, image: over };
      return { kind: 'loaded', id, from: held.contents, size: held.image.size };
    }
    if (held === null) return failure(id, 'no-image', 'No catalogue image is loaded.');
    const { contents, image } = held;
    switch (request.kind) {
      case 'changes': {
        if (!fits(contents, request.after, request.contents)) {
          return failure(id, 'stale-changes', 'The changes do not follow the image held.');
        }
        held = {
          contents: request.contents,
          image: withChanges(image, request.changed, request.removed),
        };
        return { kind: 'changed', id, from: held.contents, size: held.image.size };
      }
      case 'query':
        // The page holds an image only once main's copy is complete: always ready.
        return { kind: 'query', id, from: contents, result: image.query(request.query, true) };
      case 'matching':
        return { kind: 'matching', id, from: contents, rows: image.matching(request.query) };
      case 'lookup':
        return { kind: 'lookup', id, from: contents, result: image.lookup(request.code, true) };
    }
  };

  const onMessage = (event: MessageEvent): void => {
    const request = readRequest(event.data);
    let reply: ImageReply;
    if (!request.ok) {
      reply = failure(request.error.id, 'malformed-message', request.error.message);
    } else {
      try {
        reply = answer(request.value);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'unknown error';
        reply = failure(request.value.id, 'failed', `Answering failed: ${message}`);
      }
    }
    end.postMessage(reply, []);
  };
  // A message that could not be deserialized: nothing of it, not even its id, can be read.
  const onMessageError = (): void =>
    end.postMessage(failure(null, 'malformed-message', 'a message could not be received'), []);

  end.addEventListener('message', onMessage);
  end.addEventListener('messageerror', onMessageError);
  end.start?.();
  return () => {
    end.removeEventListener('message', onMessage);
    end.removeEventListener('messageerror', onMessageError);
  };
}
