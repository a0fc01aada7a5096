/**
 * The page's catalogue image in component tests: main's answers to `replica.image` (built from a
 * few products), and the search worker started as `serve-image.ts` on the far port of a
 * MessageChannel (happy-dom has no Worker), counting the workers started and stopped.
 */
import type { ReplicaImage } from '../../../shared/replica/query.ts';
import { toColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaContents, ReplicaProduct } from '../../../shared/replica/types.ts';
import { closeChannels, imageBuffer, servedChannel } from '../image-worker/testing/channel.ts';
import { forgetPageImage, setImageWorkerStarter } from '../page-image.ts';

/** Main's answer sending the whole image as of `contents`, with changes over it if any. */
export function wholeImage(
  contents: ReplicaContents,
  products: readonly ReplicaProduct[],
  over: { changed?: readonly ReplicaProduct[]; removed?: readonly string[] } = {},
): ReplicaImage {
  return {
    contents,
    whole: true,
    image: imageBuffer(products),
    changed: toColumns(over.changed ?? []),
    removed: over.removed ?? [],
  };
}

/** Main's answer sending what changed after the version the page holds, up to `contents`. */
export function imageChanges(
  contents: ReplicaContents,
  changed: readonly ReplicaProduct[],
  removed: readonly string[] = [],
): ReplicaImage {
  return { contents, whole: false, changed: toColumns(changed), removed };
}

export interface TestWorkers {
  readonly started: () => number;
  readonly stopped: () => number;
}

/** Starts the page's search workers over MessageChannels from now on; `endTestWorkers` after. */
export function startTestWorkers(): TestWorkers {
  let started = 0;
  let stopped = 0;
  setImageWorkerStarter(() => {
    started++;
    return {
      end: servedChannel(),
      stop: () => {
        stopped++;
      },
    };
  });
  return { started: () => started, stopped: () => stopped };
}

/** Forgets the page's image and closes every channel: after each test. */
export function endTestWorkers(): void {
  forgetPageImage();
  setImageWorkerStarter(null);
  closeChannels();
}
