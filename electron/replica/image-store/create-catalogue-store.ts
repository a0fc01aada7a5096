/**
 * The catalogue store over the sealed image file (catalogue-store.ts; docs/replica.md, "The
 * catalogue image on disk"): a whole image goes in one sealed body with its meta (image-body.ts),
 * each change after it in a record of its own (change-record.ts), appended after the last one this
 * process saved or loaded. Without an image, the JSON copy of an earlier version loads once
 * (legacy-copy.ts). Saves, loads and removals of one profile run one after another, so a removal
 * (sign-out) waits for a save being sealed, and a save its caller no longer wants is not written.
 * Only the process holding the image's claim writes or deletes its files; a second one reads.
 */
import type { Logger } from '../../log/logger.ts';
import { silentLogger } from '../../log/logger.ts';
import { createKeyedQueue } from '../../sequence/keyed-queue.ts';
import { probeStorage } from '../../store/sealed-text.ts';
import type { SecretCipher } from '../../store/secret-cipher.ts';
import { describeStorage } from '../describe-storage.ts';
import {
  appendChange,
  type ChangeLog,
  type ImageSaveFailure,
} from '../image-file/append-change.ts';
import { endAfter } from '../image-file/change-records.ts';
import {
  claimImageFile,
  imageFileName,
  removeImageFiles,
  type ImageFolder,
} from '../image-file/image-files.ts';
import { openImageFile } from '../image-file/open-image.ts';
import { saveImageFile } from '../image-file/save-image.ts';
import { createDirectoryFiles, type FileClaim, type ReplicaFiles } from '../replica-files.ts';
import type {
  CatalogueLoad,
  CatalogueSaveOutcome,
  CatalogueStore,
  SavedChange,
} from './catalogue-store.ts';
import { decodeChange, encodeChange } from './change-record.ts';
import { packBody, unpackBody } from './image-body.ts';
import { createLegacyCopy } from './legacy-copy.ts';

export interface CatalogueStoreOptions {
  readonly cipher: SecretCipher;
  readonly folder: ImageFolder;
  /** Where earlier versions kept the JSON copy; by default the replica files of `folder`. */
  readonly legacy?: ReplicaFiles;
  readonly log?: Logger;
}

/** Where this process appends the profile's next change, and for which account's image. */
interface KeptLog {
  readonly log: ChangeLog;
  readonly account: string;
}

/** Without a keyring nothing is claimed: the files are then only read. */
const UNCLAIMED: FileClaim = { held: false, why: 'failed' };

export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const { cipher, folder } = options;
  const log = options.log ?? silentLogger;
  const legacy = createLegacyCopy({
    cipher,
    files:
      options.legacy ??
      createDirectoryFiles(folder.directory, { disk: folder.disk, lockDeps: folder.lockDeps }),
    log,
  });
  /** Per profile: this process's claim on its image, once asked for. */
  const claims = new Map<string, FileClaim>();
  /**
   * Per profile: the log of the image this process saved, or loaded while holding the claim. A
   * log read without the claim is not kept: the holder may have written since.
   */
  const logs = new Map<string, KeptLog>();
  /** Per profile: the last save's error code when it failed (cleared by one that lands). */
  const failed = new Map<string, { readonly code: string | undefined }>();
  /** Profiles with a good copy on disk (image or JSON), loaded or saved by this process. */
  const onDisk = new Set<string>();
  /** Runs a job after the profile's earlier file jobs, whatever their outcome. */
  const inTurn = createKeyedQueue();

  /** As persist.ts: one another process holds is asked for again at the next load or save. */
  const claim = async (profileId: string): Promise<FileClaim> => {
    const known = claims.get(profileId);
    if (known?.held) return known;
    const taken = await claimImageFile(folder, imageFileName(profileId));
    if (!taken.held) {
      log.warn('The catalogue image file could not be claimed; not saving it', { why: taken.why });
    }
    claims.set(profileId, taken);
    return taken;
  };

  /** Claimed for writing, or why not; memory only and no claim are both `not-written`. */
  const writable = async (
    profileId: string,
    wanted: () => boolean,
  ): Promise<FileClaim | undefined> => {
    if (!wanted()) return undefined;
    if (!(await probeStorage(cipher)).usable) return undefined;
    const claimed = await claim(profileId);
    return claimed.held ? claimed : undefined;
  };

  const failure = (profileId: string, error: ImageSaveFailure): CatalogueSaveOutcome => {
    if (error.reason !== 'write-failed' && error.reason !== 'encryption-failed') {
      return 'not-written';
    }
    const code = error.reason === 'write-failed' ? error.code : undefined;
    failed.set(profileId, { code });
    log.error('Saving the catalogue copy failed; the saved copy is kept', {
      reason: error.reason,
      code,
    });
    return 'failed';
  };

  const landed = (profileId: string): CatalogueSaveOutcome => {
    failed.delete(profileId);
    onDisk.add(profileId);
    return 'saved';
  };

  return {
    storage: (profileId) =>
      describeStorage(cipher, {
        claim: claims.get(profileId),
        failure: failed.get(profileId),
        savedBefore: onDisk.has(profileId),
      }),
    load: (profileId, account) =>
      inTurn(profileId, async () => {
        logs.delete(profileId);
        const loaded = await loadNow(profileId, account);
        if (loaded.status === 'image' || loaded.status === 'products') onDisk.add(profileId);
        return loaded;
      }),
    saveImage: (profileId, account, image, wanted = () => true) => {
      // Packed now: the caller's bytes may change once this returns.
      const body = packBody(image.bytes, image.meta);
      return inTurn(profileId, async () => {
        // Whatever comes of this save, changes no longer follow the image before it.
        logs.delete(profileId);
        const claimed = await writable(profileId, wanted);
        if (claimed === undefined) return 'not-written';
        const saved = await saveImageFile(folder, imageFileName(profileId), claimed, {
          cipher,
          account,
          bytes: body,
          wanted,
        });
        if (!saved.ok) return failure(profileId, saved.error);
        logs.set(profileId, { log: saved.value, account });
        await legacy.retire(profileId);
        return landed(profileId);
      });
    },
    saveChange: (profileId, account, change, wanted = () => true) => {
      const bytes = encodeChange(change);
      return inTurn(profileId, async () => {
        const claimed = await writable(profileId, wanted);
        if (claimed === undefined) return 'not-written';
        const kept = logs.get(profileId);
        if (kept === undefined || kept.account !== account) return 'needs-image';
        // The record is sealed and written in one go: `wanted` was asked just before.
        const appended = await appendChange(
          folder,
          imageFileName(profileId),
          claimed,
          kept.log,
          bytes,
        );
        if (!appended.ok) {
          // A failed append keeps the log: the next one writes over whatever this one left. A
          // changes file deleted meanwhile (a sign-out elsewhere) has nothing left to add to.
          const gone = appended.error.reason === 'write-failed' && appended.error.code === 'ENOENT';
          if (gone) logs.delete(profileId);
          return failure(profileId, appended.error);
        }
        logs.set(profileId, { log: appended.value, account });
        return landed(profileId);
      });
    },
    remove: (profileId) =>
      inTurn(profileId, async () => {
        logs.delete(profileId);
        onDisk.delete(profileId);
        await removeImageFiles(folder, imageFileName(profileId));
        await legacy.remove(profileId);
      }),
    release: (profileId) =>
      inTurn(profileId, async () => {
        logs.delete(profileId);
        const claimed = claims.get(profileId);
        claims.delete(profileId);
        if (claimed?.held) await claimed.release();
        await legacy.release(profileId);
      }),
  };

  async function loadNow(profileId: string, account: string): Promise<CatalogueLoad> {
    const name = imageFileName(profileId);
    const claimed = (await probeStorage(cipher)).usable ? await claim(profileId) : UNCLAIMED;
    const opened = await openImageFile(folder, name, claimed, { cipher, account });
    if (!opened.ok) {
      if (opened.error === 'no-copy') return legacy.load(profileId, account);
      return { status: 'discarded', reason: opened.error };
    }
    const body = unpackBody(opened.value.image);
    if (!body.ok) {
      // Sealed and authenticated, yet not what this version writes: of a newer one, or a fault.
      log.warn('Discarded a catalogue image that cannot be used', { reason: body.error });
      if (claimed.held) await removeImageFiles(folder, name).catch(() => undefined);
      return { status: 'discarded', reason: body.error };
    }
    const changes = changesBefore(opened.value.changes);
    const read = opened.value.log;
    if (claimed.held) {
      const whole = changes.length === opened.value.changes.length;
      // Cut at the first record that did not decode, so the next change is written over it.
      const kept: ChangeLog = whole
        ? read
        : {
            key: read.key,
            end: endAfter(read.key, opened.value.changes.slice(0, changes.length)),
            count: changes.length,
          };
      logs.set(profileId, { log: kept, account });
    }
    return {
      status: 'image',
      image: body.value.image,
      meta: body.value.meta,
      changes,
      ...(opened.value.fellBackFrom === undefined
        ? {}
        : { fellBackFrom: opened.value.fellBackFrom }),
    };
  }

  /**
   * The changes up to the first that does not decode. Each record authenticated, so one that does
   * not decode was written so (by a newer version, or a fault): it ends the list as a torn record
   * does, and the state before it, with its marks, is one that was saved; the next refresh asks
   * for what changed since those marks.
   */
  function changesBefore(records: readonly Uint8Array[]): SavedChange[] {
    const changes: SavedChange[] = [];
    for (const record of records) {
      const decoded = decodeChange(record);
      if (!decoded.ok) {
        log.warn('A saved change could not be read; the changes before it load', {
          reason: decoded.error,
        });
        break;
      }
      changes.push(decoded.value);
    }
    return changes;
  }
}
