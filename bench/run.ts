/**
 * `npm run bench [-- NAME [flags]]`: runs benchmarks and prints one JSON object per line on
 * stdout (per catalogue size for those that take several). Without a name, every benchmark runs.
 */
import { benchBrief } from './brief.ts';
import { benchBulk } from './bulk.ts';
import { benchCatalogueImage } from './catalogue-image.ts';
import { benchImageFile } from './image-file.ts';
import { benchOrders } from './orders.ts';
import { benchOverhead } from './overhead.ts';
import { benchPool } from './pool.ts';
import { benchRenderer } from './renderer.ts';
import { benchReplica } from './replica.ts';
import { benchSandbox } from './sandbox.ts';
import { benchSandboxScale } from './sandbox-scale.ts';
import { benchSearch } from './search.ts';
import { benchSync } from './sync.ts';

type Line = Record<string, unknown>;

/** A benchmark gives one line, or one per catalogue size (`replica`, `search`). */
const BENCHES: Record<string, (args: readonly string[]) => Promise<Line | Line[]>> = {
  sandbox: () => benchSandbox(),
  'sandbox-scale': (args) => benchSandboxScale(args),
  sync: (args) => benchSync(args),
  pool: (args) => benchPool(args),
  overhead: (args) => benchOverhead(args),
  orders: (args) => benchOrders(args),
  renderer: (args) => benchRenderer(args),
  bulk: (args) => benchBulk(args),
  search: (args) => benchSearch(args),
  replica: (args) => benchReplica(args),
  'catalogue-image': (args) => benchCatalogueImage(args),
  'image-file': (args) => benchImageFile(args),
  brief: (args) => benchBrief(args),
};

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const selected = name ? [name] : Object.keys(BENCHES);
  for (const bench of selected) {
    const run = BENCHES[bench];
    if (!run) {
      console.error(`unknown benchmark "${bench}"; known: ${Object.keys(BENCHES).join(', ')}`);
      process.exit(2);
    }
    const result = await run(args);
    for (const line of Array.isArray(result) ? result : [result]) console.log(JSON.stringify(line));
  }
}

void main();
