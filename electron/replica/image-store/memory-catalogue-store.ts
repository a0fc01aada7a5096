/**
 * A catalogue store kept in memory: where the app has no folder for the copy (the web host, whose
 * copy is memory-only anyway, and tests that restart a replica over the same store). Its storage
 * is worded as the on-disk store's (describe-storage.ts), so the products view says the same
 * thing; nothing is kept without a usable keyring, as on disk.
 */
import { probeStorage } from '../../store/sealed-text.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { describeStorage } from '../describe-storage.ts';
import type { CatalogueStore, SavedChange, SavedMeta } from './catalogue-store.ts';

interface Saved {
  readonly account: string;
  readonly image: ArrayBuffer;
  readonly meta: SavedMeta;
  readonly changes: SavedChange[];
}

export function createMemoryCatalogueStore(options: {
  readonly cipher: SecretCipher;
}): CatalogueStore {
  const { cipher } = options;
  const saved = new Map<string, Saved>();
  const usable = async (): Promise<boolean> => (await probeStorage(cipher)).usable;
  return {
    storage: (profileId) =>
      describeStorage(cipher, {
        claim: undefined,
        failure: undefined,
        savedBefore: saved.has(profileId),
      }),
    async load(profileId, account) {
      const copy = saved.get(profileId);
      if (copy === undefined || !(await usable())) return { status: 'none' };
      if (copy.account !== account) {
        saved.delete(profileId);
        return { status: 'discarded', reason: 'other-account' };
      }
      // A buffer of the caller's own: the catalogue keeps what it is given.
      return {
        status: 'image',
        image: copy.image.slice(0),
        meta: copy.meta,
        changes: copy.changes,
      };
    },
    async saveImage(profileId, account, image, wanted = () => true) {
      if (!wanted() || !(await usable()) || !wanted()) return 'not-written';
      const bytes = image.bytes.slice(0).buffer;
      saved.set(profileId, { account, image: bytes, meta: image.meta, changes: [] });
      return 'saved';
    },
    async saveChange(profileId, account, change, wanted = () => true) {
      if (!wanted() || !(await usable()) || !wanted()) return 'not-written';
      const copy = saved.get(profileId);
      if (copy?.account !== account) return 'needs-image';
      copy.changes.push(change);
      return 'saved';
    },
    remove(profileId) {
      saved.delete(profileId);
      return Promise.resolve();
    },
    release: () => Promise.resolve(),
  };
}
