/**
 * One client of the shared-pool benchmark, run as its own process (`tsx bench/pool-client.ts
 * URL USER PASSWORD`): signs in with the password method, says `ready`, waits for `go` on stdin,
 * syncs the catalogue through its own broker and prints one JSON line with what it saw.
 */
import { createInterface } from 'node:readline';
import type { ShareTuning } from '../electron/broker/fair-share.ts';
import { signedInBroker } from './broker-client.ts';
import { median } from './stats.ts';
import { syncCatalogue } from './sync-loop.ts';

export interface PoolClientReport {
  records: number;
  cost: number;
  pages: number;
  /** Epoch milliseconds: the clocks of all clients on one machine agree. */
  startedAt: number;
  finishedAt: number;
  requests: number;
  quota: number;
  code30: number;
  http429: number;
  /** Median and largest page the broker chose (products per page). */
  pageMedian: number;
  pageMax: number;
}

async function main(): Promise<void> {
  const [url, username, password, tuningJson] = process.argv.slice(2);
  if (!url || !username || !password || !tuningJson) {
    throw new Error('usage: pool-client URL USER PASSWORD TUNING-JSON');
  }
  const tuning = JSON.parse(tuningJson) as ShareTuning;
  const { broker, wire } = await signedInBroker(
    url,
    { username, password },
    { backgroundShare: 1, backgroundReserve: 0, tuning },
  );
  const lines = createInterface({ input: process.stdin });
  const go = new Promise<void>((resolve) => lines.once('line', () => resolve()));
  console.log('ready');
  await go;
  lines.close();
  const startedAt = Date.now();
  const pass = await syncCatalogue(broker);
  const report: PoolClientReport = {
    records: pass.records,
    cost: pass.cost,
    pages: pass.pages,
    startedAt,
    finishedAt: Date.now(),
    requests: wire.requests,
    quota: wire.quota,
    code30: wire.code30,
    http429: wire.http429,
    pageMedian: median(pass.pageSizes),
    pageMax: Math.max(...pass.pageSizes),
  };
  broker.dispose();
  console.log(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
