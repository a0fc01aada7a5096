import { useState } from 'react';
import { ExportDialog } from '../bulk/ExportDialog.tsx';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { useNow } from '../state/use-now.ts';
import { shippedVariables } from './shipped-data.ts';
import { shippedWhen } from './shipped-words.ts';
import { useShipmentsViewState } from './view-state.ts';

/** Exports the Shipped list's labels (its days, carrier and method), as the grid shows them. */
export function ExportShipmentsButton() {
  const [open, setOpen] = useState(false);
  const filter = useShipmentsViewState((s) => s.filter);
  const method = useShipmentsViewState((s) => s.method);
  const now = useNow(60_000);
  const { variables, problem } = shippedVariables(filter, now);
  const picked = [filter.carrier, method].filter(Boolean).join(' ');
  return (
    <>
      <GatedAction
        operation="ShipmentsExport"
        icon="download"
        disabled={problem !== null}
        onClick={() => setOpen(true)}
      >
        Export
      </GatedAction>
      {open ? (
        <ExportDialog
          title="Export shipments"
          choices={[
            {
              label: `${picked ? `${picked} labels` : 'Labels'} shipped ${shippedWhen(filter)}`,
              target: {
                kind: 'shipments',
                dateFrom: variables.dateFrom,
                dateTo: variables.dateTo,
                carrier: filter.carrier ?? null,
                method,
              },
            },
          ]}
          note="Read from the service page by page in the background, about one credit per shipment, shared with other users. Voided labels are marked in their own column."
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
