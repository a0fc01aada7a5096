/**
 * The JSON copy earlier versions saved (persist.ts), as the image store meets it: loaded once,
 * when there is no image yet, as products the replica builds its first image from; deleted once
 * an image is saved, so it never stands in for a newer image. Only the process holding the JSON
 * file's claim deletes it then (a second one only reads, as with every replica file); sign-out
 * deletes it whatever the claim, as persist.ts's removal does.
 */
import { discardedBecause } from '../cold-start.ts';
import { createReplicaStore } from '../persist.ts';
import { replicaFileName, type FileClaim, type ReplicaFiles } from '../replica-files.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import type { Logger } from '../../log/logger.ts';
import type { CatalogueLoad } from './catalogue-store.ts';

type HeldClaim = Extract<FileClaim, { held: true }>;

export interface LegacyCopy {
  load(profileId: string, account: string): Promise<CatalogueLoad>;
  /** After an image was saved: deletes the JSON copy, when this process holds its claim. */
  retire(profileId: string): Promise<void>;
  /** Sign-out: deletes the JSON copy and its previous one. */
  remove(profileId: string): Promise<void>;
  release(profileId: string): Promise<void>;
}

export function createLegacyCopy(options: {
  readonly cipher: SecretCipher;
  readonly files: ReplicaFiles;
  readonly log: Logger;
}): LegacyCopy {
  const { files, log } = options;
  /**
   * One claim per file, shared by the JSON store's load and `retire`: a lock is taken once per
   * process (a second take by the same process would find it busy).
   */
  const claims = new Map<string, HeldClaim>();
  /** Profiles whose JSON copy this process has deleted since it claimed it. */
  const retired = new Set<string>();

  const claimOnce = async (name: string): Promise<FileClaim> => {
    const known = claims.get(name);
    if (known !== undefined) return known;
    const taken = await files.claim(name).catch((): FileClaim => ({ held: false, why: 'failed' }));
    if (!taken.held) return taken;
    const shared: HeldClaim = {
      held: true,
      release: async () => {
        // Released by whichever asks first, once.
        if (claims.get(name) !== shared) return;
        claims.delete(name);
        await taken.release();
      },
    };
    claims.set(name, shared);
    return shared;
  };
  const store = createReplicaStore({
    cipher: options.cipher,
    files: { ...files, claim: claimOnce },
    log,
  });

  return {
    async load(profileId, account) {
      const loaded = await store.load(profileId, account);
      if (loaded.status === 'none') return loaded;
      if (loaded.status === 'discarded') {
        return { status: 'discarded', reason: discardedBecause(loaded.reason) };
      }
      const { products, marks, savedAt, listedAt } = loaded.replica;
      return {
        status: 'products',
        products,
        meta: { marks, savedAt, listedAt },
        ...(loaded.fellBackFrom === undefined
          ? {}
          : { fellBackFrom: discardedBecause(loaded.fellBackFrom) }),
      };
    },
    async retire(profileId) {
      if (retired.has(profileId)) return;
      if (!(await claimOnce(replicaFileName(profileId))).held) return;
      try {
        await store.remove(profileId);
        retired.add(profileId);
      } catch {
        // Tried again after the next image save; until then the image is what loads.
        log.warn('The catalogue copy of an earlier version could not be deleted');
      }
    },
    remove: (profileId) => store.remove(profileId),
    async release(profileId) {
      retired.delete(profileId);
      await store.release(profileId);
      await claims.get(replicaFileName(profileId))?.release();
    },
  };
}
