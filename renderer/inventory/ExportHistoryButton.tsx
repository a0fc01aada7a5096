import { useState } from 'react';
import { GatedAction } from '../components/gating/GatedAction.tsx';
import { ExportDialog } from '../bulk/ExportDialog.tsx';

/** Exports a SKU's whole inventory history, not only the changes loaded on screen. */
export function ExportHistoryButton({ sku }: { readonly sku: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <GatedAction
        operation="InventoryChanges"
        size="sm"
        icon="download"
        onClick={() => setOpen(true)}
      >
        Export
      </GatedAction>
      {open ? (
        <ExportDialog
          title="Export stock history"
          choices={[
            {
              label: `Every stock change of ${sku}`,
              target: { kind: 'history', sku },
            },
          ]}
          note="Read from the service page by page in the background, about one credit per change, shared with other users."
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
