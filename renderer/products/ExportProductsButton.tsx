import { useId, useState } from 'react';
import type { ExportTarget } from '../../shared/bulk/export-contract.ts';
import { Button } from '../components/controls/Button.tsx';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { ExportProductsWait, exportWaitText } from './ExportProductsWait.tsx';
import { useReplicaRows, type ReplicaFilter } from '../replica/use-replica-rows.ts';
import { useReplicaFilter } from './replica-filter.ts';
import { ExportDialog, type ExportChoice } from '../bulk/ExportDialog.tsx';
import { count } from '../bulk/format.ts';

function narrowed(filter: ReplicaFilter): boolean {
  return (
    filter.text.trim() !== '' ||
    (filter.quick ?? 'all') !== 'all' ||
    (filter.warehouseId ?? null) !== null
  );
}

/** The products shown (the grid's filter and order), or the whole catalogue copy. */
function productChoices(filter: ReplicaFilter, shown: number, catalogue: number): ExportChoice[] {
  const all: ExportTarget = {
    kind: 'products',
    text: '',
    quick: 'all',
    warehouseId: null,
    sort: filter.sort === 'relevance' ? 'name' : filter.sort,
    descending: filter.descending,
  };
  const everything = { label: `All ${count(catalogue)} products in the catalogue`, target: all };
  if (!narrowed(filter)) return [everything];
  return [
    {
      label: `The ${count(shown)} product${shown === 1 ? '' : 's'} the filters show`,
      target: { kind: 'products', ...filter },
    },
    everything,
  ];
}

/**
 * Exports products from the catalogue copy, so only once it is complete. Until then the button
 * still opens the dialog, which says why it waits and for how long (ExportProductsWait), and
 * offers the export as soon as the copy is up to date.
 */
export function ExportProductsButton() {
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const filter = useReplicaFilter();
  const status = useReplicaStatus();
  const ready = status.phase === 'ready';
  const counts = useReplicaRows(filter, status.lastRefreshedAt, ready).first;
  return (
    <>
      <Button
        icon="download"
        disabled={ready && !counts}
        aria-describedby={ready ? undefined : descriptionId}
        onClick={() => setOpen(true)}
      >
        Export
      </Button>
      {ready ? null : (
        <span id={descriptionId} className="visually-hidden">
          {exportWaitText(status)}
        </span>
      )}
      {open && ready && counts ? (
        <ExportDialog
          title="Export products"
          choices={productChoices(filter, counts.total, counts.catalogue)}
          note="Read from the catalogue copy on this computer, in the grid's order: no credits used."
          onClose={() => setOpen(false)}
        />
      ) : null}
      {open && !ready ? (
        <ExportProductsWait status={status} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
