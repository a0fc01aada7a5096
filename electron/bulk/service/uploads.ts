/**
 * A chosen file arriving in chunks from the renderer (base64, each within the bridge's payload
 * limit), kept per profile until its preview reads it.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import { MAX_IMPORT_BYTES } from '../csv/read.ts';
import { remember } from './recent.ts';

export interface Upload {
  readonly profileId: string;
  readonly fileName: string;
  readonly chunks: Buffer[];
  size: number;
}

export interface UploadChunk {
  readonly uploadId?: string | undefined;
  readonly fileName: string;
  readonly offset: number;
  readonly data: string;
}

const INTERRUPTED = 'The file upload was interrupted; choose the file again.';

export interface Uploads {
  receive(
    profileId: string,
    input: UploadChunk,
  ): BridgeResult<{ uploadId: string; received: number }>;
  get(uploadId: string): Upload | undefined;
  delete(uploadId: string): void;
  forget(profileId: string): void;
}

export function createUploads(): Uploads {
  const uploads = new Map<string, Upload>();
  return {
    receive(profileId, input) {
      const bytes = Buffer.from(input.data, 'base64');
      let uploadId = input.uploadId;
      let upload = uploadId ? uploads.get(uploadId) : undefined;
      if (!uploadId || !upload) {
        if (input.offset !== 0 || input.uploadId) {
          return fail({ kind: 'invalid-input', message: INTERRUPTED });
        }
        uploadId = randomUUID();
        upload = { profileId, fileName: input.fileName, chunks: [], size: 0 };
        remember(uploads, uploadId, upload);
      }
      if (input.offset !== upload.size || upload.profileId !== profileId) {
        return fail({ kind: 'invalid-input', message: INTERRUPTED });
      }
      if (upload.size + bytes.length > MAX_IMPORT_BYTES) {
        uploads.delete(uploadId);
        return fail({
          kind: 'invalid-input',
          message: `This file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. An import takes at most 50,000 rows; split the file and import the parts one after another.`,
        });
      }
      upload.chunks.push(bytes);
      upload.size += bytes.length;
      return ok({ uploadId, received: upload.size });
    },
    get: (uploadId) => uploads.get(uploadId),
    delete: (uploadId) => void uploads.delete(uploadId),
    forget(profileId) {
      for (const [id, upload] of uploads) if (upload.profileId === profileId) uploads.delete(id);
    },
  };
}
