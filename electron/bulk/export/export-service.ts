/**
 * Main's side of exports (docs/bulk.md "Exports"): reads the rows (the local catalogue copy, or
 * pages from the service at background priority, paced by the broker), writes them as CSV through
 * a sink (the Save dialog's file, or a download), reports progress, and stops on Cancel. A file is
 * only ever complete or absent: a cancelled or failed export deletes what it wrote.
 */
import { fail, ok, type BridgeError, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type {
  ExportProgress,
  ExportResult,
  ExportTarget,
} from '../../../shared/bulk/export-contract.ts';
import { PII_SCOPE } from '../../../shared/catalogues/pii.ts';
import { missingScopes } from '../../../shared/catalogues/scopes.ts';
import type { ReplicaQuery } from '../../../shared/replica/query.ts';
import type { ReplicaRow } from '../../../shared/replica/types.ts';
import { csvHeader, csvRecords } from '../csv/write.ts';
import type { Execute } from '../../broker/execute.ts';
import { historyExport } from './history-export.ts';
import { ordersExport } from './orders-export.ts';
import { productsExport } from './products-export.ts';
import { purchaseOrdersExport } from './purchase-orders-export.ts';
import { shipmentsExport } from './shipments-export.ts';
import { openDownload, type FileSink, type OpenSink } from './sink.ts';
import { exportFileName, type ExportSource } from './source.ts';

export interface ExportServiceOptions {
  readonly execute: Execute;
  /** The local catalogue copy: whether it is complete, and every row a filter matches. */
  readonly replica: {
    readonly ready: () => boolean;
    readonly rows: (filter: Omit<ReplicaQuery, 'offset' | 'limit'>) => readonly ReplicaRow[];
  };
  /** The signed-in profile's scopes; undefined when signed out. */
  readonly session: () => { scopes: readonly string[]; scopeLimited: boolean } | undefined;
  /** How long the broker's pacer holds background work for credits now. */
  readonly waitingSeconds: () => number | null;
  readonly emit: (progress: ExportProgress) => void;
  /** Electron: the system Save dialog. Absent (web host): the page downloads the file. */
  readonly openSink?: OpenSink;
  readonly now?: () => number;
  /** Least time between two progress events. */
  readonly progressIntervalMs?: number;
}

export interface ExportService {
  run(exportId: string, excel: boolean, target: ExportTarget): Promise<BridgeResult<ExportResult>>;
  cancel(exportId: string): void;
  /** Cancels every running export (sign-out, quit). */
  cancelAll(): void;
}

const CANCELLED: ExportResult = { delivery: { kind: 'cancelled' }, rows: 0 };

export function createExportService(options: ExportServiceOptions): ExportService {
  const now = options.now ?? Date.now;
  const openSink = options.openSink ?? openDownload;
  const interval = options.progressIntervalMs ?? 250;
  const running = new Map<string, { cancelled: boolean }>();

  const sourceFor = (target: ExportTarget): BridgeResult<ExportSource> => {
    const session = options.session();
    if (!session) return fail({ kind: 'signed-out', message: 'Sign in to export.' });
    switch (target.kind) {
      case 'products': {
        if (!options.replica.ready()) {
          return fail({
            kind: 'invalid-input',
            message:
              'The catalogue copy is still being made. Export the products once it says “Up to date”.',
          });
        }
        const { text, sort, descending, warehouseId, quick } = target;
        const rows = options.replica.rows({ text, sort, descending, warehouseId, quick });
        return ok(productsExport(rows, quick === 'low'));
      }
      case 'orders':
        return ok(
          ordersExport({
            execute: options.execute,
            filters: target.filters,
            sort: target.sort,
            canSeePii:
              !session.scopeLimited || missingScopes([PII_SCOPE], session.scopes).length === 0,
          }),
        );
      case 'history':
        return ok(historyExport(options.execute, target.sku));
      case 'purchase-orders':
        return ok(
          purchaseOrdersExport({
            execute: options.execute,
            filters: target.filters,
            today: target.today,
            sort: target.sort,
            canSeeVendors:
              !session.scopeLimited || missingScopes(['view:vendors'], session.scopes).length === 0,
          }),
        );
      case 'shipments':
        return ok(
          shipmentsExport({
            execute: options.execute,
            dateFrom: target.dateFrom,
            dateTo: target.dateTo,
            carrier: target.carrier,
            method: target.method,
            canSeePii:
              !session.scopeLimited || missingScopes([PII_SCOPE], session.scopes).length === 0,
          }),
        );
    }
  };

  /** Writes every batch; the error that stopped it, or null when it ran to the end. */
  const write = async (
    source: ExportSource,
    sink: FileSink,
    progress: (rows: number, force: boolean) => void,
    state: { cancelled: boolean },
  ): Promise<{ rows: number; error: BridgeError | null }> => {
    let rows = 0;
    for await (const batch of source.batches()) {
      if (state.cancelled) break;
      if (!batch.ok) return { rows, error: batch.error };
      await sink.write(csvRecords(batch.value));
      rows += batch.value.length;
      progress(rows, false);
    }
    return { rows, error: null };
  };

  return {
    async run(exportId, excel, target) {
      if (running.has(exportId))
        return fail({ kind: 'invalid-input', message: 'This export is already running.' });
      const source = sourceFor(target);
      if (!source.ok) return source;
      const state = { cancelled: false };
      running.set(exportId, state);
      let lastEmit = Number.NEGATIVE_INFINITY;
      const progress = (rows: number, force: boolean): void => {
        if (!force && now() - lastEmit < interval) return;
        lastEmit = now();
        options.emit({
          exportId,
          kind: target.kind,
          rows,
          total: source.value.total,
          waitingSeconds: options.waitingSeconds(),
        });
      };
      try {
        const sink = await openSink(exportFileName(source.value.name, new Date(now())));
        if (!sink) return ok(CANCELLED);
        progress(0, true);
        let outcome: { rows: number; error: BridgeError | null };
        try {
          await sink.write(csvHeader(source.value.header, { excel }));
          outcome = await write(source.value, sink, progress, state);
        } catch (error) {
          await sink.abort();
          return fail({
            kind: 'server',
            message: `The file could not be written: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
        if (outcome.error || state.cancelled) {
          await sink.abort();
          return outcome.error ? fail(outcome.error) : ok(CANCELLED);
        }
        progress(outcome.rows, true);
        return ok({ delivery: await sink.commit(), rows: outcome.rows });
      } finally {
        running.delete(exportId);
      }
    },
    cancel(exportId) {
      const state = running.get(exportId);
      if (state) state.cancelled = true;
    },
    cancelAll() {
      for (const state of running.values()) state.cancelled = true;
    },
  };
}
