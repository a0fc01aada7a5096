/**
 * The sealed catalogue image file (electron/replica/image-file/), on its own, for random byte
 * strings of 5, 50 and 100 MB (a catalogue image of 200,000 products is tens of MB): the time to
 * save one (seal, write, flush, rename) and to open it (read, check, decrypt), and how much more
 * memory each takes at its peak than the bytes the caller already holds. AES-GCM stands in for
 * safeStorage (aes-cipher.ts), which only seals the 32-byte data key. Also the time to add one
 * 1 kB change after an image. `openDecryptMs` is the open without the read: checking and
 * decrypting a file already in memory. The file is read right after it was written, so from the
 * page cache. Each time is also given as CPU time (`…CpuMs`): on a shared machine the wall-clock
 * times move with its load, which the line reports. `--runs N` (default 3): medians of N.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { appendChange, type ChangeLog } from '../electron/replica/image-file/append-change.ts';
import { realImageDisk } from '../electron/replica/image-file/image-disk.ts';
import {
  claimImageFile,
  imageFileName,
  type ImageFolder,
} from '../electron/replica/image-file/image-files.ts';
import { openImageFile } from '../electron/replica/image-file/open-image.ts';
import { openSealedImage } from '../electron/replica/image-file/image-seal.ts';
import { saveImageFile } from '../electron/replica/image-file/save-image.ts';
import { createAesCipher } from './aes-cipher.ts';
import { numericFlags } from './args.ts';
import { median, round } from './stats.ts';

const MB = 1024 * 1024;
const SIZES_MB = [5, 50, 100];
const NAME = imageFileName('bench');
const ACCOUNT = 'bench-account';

/** V8's collector, exposed at run time: memory is measured from a collected heap. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** CPU time of the whole process (its threads too: reads, the collector) since `from`. */
function cpuMsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/**
 * Runs `work` and reports its time and the most `arrayBuffers` (where the bytes live) and heap
 * above what was held before it, sampled every millisecond while it waits on the disk and once
 * when it ends; its result is still held then, so the sample at its end counts it.
 */
async function measured<T>(gc: () => void, work: () => Promise<T>) {
  // Freed ArrayBuffers are swept in the background: let the sweep end, or it counts against this.
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  const before = process.memoryUsage();
  const peak = { arrayBuffers: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers - before.arrayBuffers);
    peak.heap = Math.max(peak.heap, now.heapUsed - before.heapUsed);
  };
  const sampler = setInterval(sample, 1);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    const ms = performance.now() - started;
    const cpuMs = cpuMsSince(cpu);
    sample();
    return { ms, cpuMs, result, arrayBuffersMb: peak.arrayBuffers / MB, heapMb: peak.heap / MB };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchImageFile(args: readonly string[]): Promise<Record<string, unknown>> {
  const { runs } = numericFlags(args, { runs: 3 });
  const gc = collector();
  const cipher = createAesCipher();
  const directory = await mkdtemp(join(tmpdir(), 'floorboard-bench-image-'));
  const folder: ImageFolder = { directory, disk: realImageDisk };
  const claim = await claimImageFile(folder, NAME);
  try {
    const sizes = [];
    let log: ChangeLog | undefined;
    for (const mb of SIZES_MB) {
      let bytes: Buffer | undefined = randomBytes(mb * MB);
      const save = [];
      const open = [];
      const decrypt: { ms: number; cpuMs: number }[] = [];
      for (let run = 0; run < Math.max(1, runs); run++) {
        const input = bytes;
        const saved = await measured(gc, () =>
          saveImageFile(folder, NAME, claim, { cipher, account: ACCOUNT, bytes: input }),
        );
        if (!saved.result.ok) throw new Error(`save failed: ${saved.result.error.reason}`);
        log = saved.result.value;
        save.push(saved);
        const opened = await measured(gc, () =>
          openImageFile(folder, NAME, claim, { cipher, account: ACCOUNT }),
        );
        if (!opened.result.ok) throw new Error(`open failed: ${opened.result.error}`);
        if (!Buffer.from(opened.result.value.image).equals(input)) throw new Error('changed bytes');
        open.push(opened);
        const file = await realImageDisk.readBytes(join(directory, NAME));
        const started = performance.now();
        const cpu = process.cpuUsage();
        const decrypted = await openSealedImage(cipher, file, ACCOUNT);
        decrypt.push({ ms: performance.now() - started, cpuMs: cpuMsSince(cpu) });
        if (!decrypted.ok) throw new Error(`decrypt failed: ${decrypted.error}`);
      }
      bytes = undefined;
      sizes.push({
        mb,
        fileBytes: (await stat(join(directory, NAME))).size,
        saveMs: round(median(save.map((each) => each.ms))),
        saveCpuMs: round(median(save.map((each) => each.cpuMs))),
        openMs: round(median(open.map((each) => each.ms))),
        openCpuMs: round(median(open.map((each) => each.cpuMs))),
        openDecryptMs: round(median(decrypt.map((each) => each.ms))),
        openDecryptCpuMs: round(median(decrypt.map((each) => each.cpuMs))),
        saveArrayBuffersMb: round(median(save.map((each) => each.arrayBuffersMb))),
        saveHeapMb: round(median(save.map((each) => each.heapMb))),
        openArrayBuffersMb: round(median(open.map((each) => each.arrayBuffersMb))),
        openHeapMb: round(median(open.map((each) => each.heapMb))),
      });
    }
    const change = randomBytes(1024);
    const appends = [];
    for (let run = 0; run < 20 && log !== undefined; run++) {
      const from = log;
      const started = performance.now();
      const appended = await appendChange(folder, NAME, claim, from, change);
      appends.push(performance.now() - started);
      if (!appended.ok) throw new Error(`append failed: ${appended.error.reason}`);
      log = appended.value;
    }
    return {
      bench: 'image-file',
      runs: Math.max(1, runs),
      note: 'Memory: the most above what was held before (the input bytes), in MB.',
      sizes,
      changeAppendMs: round(median(appends)),
      /** The machine's load while it ran: on a shared machine the times move with it. */
      loadAverage1m: round(loadavg()[0] ?? 0),
    };
  } finally {
    if (claim.held) await claim.release();
    await rm(directory, { recursive: true, force: true });
  }
}
