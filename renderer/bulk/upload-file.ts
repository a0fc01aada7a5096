/**
 * Sends a chosen file to main in base64 chunks small enough for the bridge's payload limit. The
 * renderer never parses it: main reads, checks and previews it.
 */
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import type { BridgeResult } from '../../shared/bridge/errors.ts';
import { UPLOAD_CHUNK_CHARS } from '../../shared/bulk/upload.ts';

/** Bytes per chunk: base64 turns 3 bytes into 4 characters. */
const CHUNK_BYTES = (UPLOAD_CHUNK_CHARS / 4) * 3;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function uploadFile(
  bridge: FloorboardBridge,
  file: { readonly name: string; arrayBuffer(): Promise<ArrayBuffer> },
): Promise<BridgeResult<string>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let uploadId: string | undefined;
  for (let offset = 0; offset < bytes.length || offset === 0; offset += CHUNK_BYTES) {
    const result = await bridge.uploadImportChunk({
      ...(uploadId ? { uploadId } : {}),
      fileName: file.name.slice(0, 255) || 'import.csv',
      offset,
      data: base64(bytes.subarray(offset, offset + CHUNK_BYTES)),
    });
    if (!result.ok) return result;
    uploadId = result.value.uploadId;
    if (bytes.length === 0) break;
  }
  return uploadId
    ? { ok: true, value: uploadId }
    : { ok: false, error: { kind: 'invalid-input', message: 'The file could not be read.' } };
}
