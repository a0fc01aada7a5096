/**
 * Where a made file goes. Electron: a path chosen in the system Save dialog, written as
 * `<name>.part` and renamed only when complete (part-file-sink.ts). The web host: kept in memory
 * and handed to the page, which downloads it. Exports and import results both write through this.
 */
import type { FileDelivery } from '../../../shared/bulk/import-contract.ts';

export interface FileSink {
  write(text: string): Promise<void>;
  /** The file is complete: make it visible under its name. */
  commit(): Promise<FileDelivery>;
  /** Nothing of an unfinished file is left behind. */
  abort(): Promise<void>;
}

/** Asks where to save `suggestedName`; null when the person cancelled the dialog. */
export type OpenSink = (suggestedName: string) => Promise<FileSink | null>;

/** The web host's sink: the text goes back over the bridge and the page downloads it. */
export function downloadSink(fileName: string): FileSink {
  const parts: string[] = [];
  let open = true;
  return {
    write(text) {
      if (!open) return Promise.reject(new Error('the file is already finished'));
      parts.push(text);
      return Promise.resolve();
    },
    commit() {
      open = false;
      return Promise.resolve({ kind: 'download', fileName, text: parts.join('') });
    },
    abort() {
      open = false;
      parts.length = 0;
      return Promise.resolve();
    },
  };
}

export const openDownload: OpenSink = (suggestedName) =>
  Promise.resolve(downloadSink(suggestedName));

/** Writes one whole text through a sink; a failed write leaves nothing behind. */
export async function deliverText(
  open: OpenSink,
  suggestedName: string,
  text: string,
): Promise<FileDelivery> {
  const sink = await open(suggestedName);
  if (!sink) return { kind: 'cancelled' };
  try {
    await sink.write(text);
    return await sink.commit();
  } catch (error) {
    await sink.abort().catch(() => undefined);
    throw error;
  }
}
