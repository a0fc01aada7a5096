/**
 * Main's answer to `replica.image` laid into what the page holds (page-image.ts): a whole image
 * opened in place with what main changed over it, or what changed after the version held laid
 * over that image. Loaded with the first image, so the image's code is not part of the page's
 * first paint.
 */
import { openCatalogueImage } from '../../shared/catalogue-image/open.ts';
import { overlaySize, withChanges } from '../../shared/catalogue-image/overlay.ts';
import type { ReplicaImage } from '../../shared/replica/query.ts';
import { fromColumns } from '../../shared/replica/replica-columns.ts';
import type { ReplicaContents, ReplicaProduct } from '../../shared/replica/types.ts';
import { laterOrSame, type PageImage } from './held-image.ts';

/** Main's changes as products and ids, or null when they are not what the contract says. */
function readChanges(
  answer: ReplicaImage,
): { changed: ReplicaProduct[]; removed: string[] } | null {
  const changed = fromColumns(answer.changed);
  const removed: unknown = answer.removed;
  if (changed === null || !Array.isArray(removed)) return null;
  const ids = removed.filter((id): id is string => typeof id === 'string');
  return ids.length === removed.length ? { changed, removed: ids } : null;
}

/** Main's answer laid into what the page holds: the image held afterwards, or null for none. */
export function loadAnswer(
  answer: ReplicaImage,
  after: ReplicaContents | null,
  held: PageImage | null,
): PageImage | null | 'unchanged' {
  const { contents } = answer;
  const changes = readChanges(answer);
  if (answer.whole) {
    // Until the host carries the bytes, what arrives may be no buffer: search in main then.
    if (!(answer.image instanceof ArrayBuffer)) {
      console.warn('The catalogue image did not reach this page; searching in main.');
      return 'unchanged';
    }
    const opened = openCatalogueImage(new Uint8Array(answer.image));
    if (!opened.ok || changes === null) {
      // An older image never answers for a newer copy: the page then holds none.
      const why = opened.ok ? 'its changes could not be read' : opened.error.message;
      console.warn(`The catalogue image could not be loaded (${why}); searching in main.`);
      return null;
    }
    // What main changed over the image since it was built: the copy as of `contents`.
    const { changed, removed } = changes;
    const image =
      changed.length + removed.length === 0
        ? opened.value
        : withChanges(opened.value, changed, removed);
    return { contents, image, overlay: overlaySize(image) };
  }
  // What changed after `after` applies to any later version of the same copy, not to another.
  if (held === null || after === null || !laterOrSame(held.contents, after)) return 'unchanged';
  if (!laterOrSame(contents, held.contents) || contents.version === held.contents.version) {
    return 'unchanged';
  }
  if (changes === null) {
    // The image held stays; the next version asks for what changed after it.
    console.warn('The catalogue changes could not be read.');
    return 'unchanged';
  }
  const image = withChanges(held.image, changes.changed, changes.removed);
  return { contents, image, overlay: overlaySize(image) };
}
