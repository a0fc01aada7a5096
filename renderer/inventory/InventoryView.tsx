import { useState } from 'react';
import { ImportDialog } from '../bulk/ImportDialog.tsx';
import { ImportRuns } from '../bulk/ImportRuns.tsx';
import { useImportGates } from '../bulk/ImportKindChoice.tsx';
import { useImports } from '../bulk/use-imports.ts';
import { GatedButton } from '../components/gating/GatedAction.tsx';
import { SectionSwitch, type SectionChoice } from '../components/controls/SectionSwitch.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { SkuSearch } from '../components/form/SkuSearch.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { InventoryDetail } from './InventoryDetail.tsx';
import { StockChangesSection } from './stock-changes/StockChangesSection.tsx';
import { useInventoryViewState, type InventorySection } from './view-state.ts';
import '../styles/views-common.css';
import './inventory.css';

const SECTIONS: readonly SectionChoice<InventorySection>[] = [
  { id: 'one-sku', label: 'One SKU' },
  { id: 'stock-changes', label: 'Stock changes' },
];

/**
 * Two sections. One SKU: its stock per warehouse, adjustments, and its history; looking up is by
 * exact SKU, and Enter searches, so a barcode scanner (which types the code and Enter) works as a
 * keyboard. Stock changes: the account's changes for a day or a range (stock-changes/).
 */
export function InventoryView() {
  const section = useInventoryViewState((s) => s.section);
  const setSection = useInventoryViewState((s) => s.setSection);
  const sku = useSelected('inventory');
  const select = useUiStore((s) => s.select);
  const [importing, setImporting] = useState(false);
  const imports = useImports();
  const importGates = useImportGates();
  return (
    <div className="inventory-view">
      <PageHeader
        title="Inventory"
        description={
          section === 'one-sku'
            ? 'Stock of one SKU, its adjustments and history.'
            : 'Whose stock moved and why, across the account.'
        }
      >
        <SectionSwitch
          sections={SECTIONS}
          current={section}
          onChange={setSection}
          label="Sections"
          className="inventory-sections"
        />
        {section === 'one-sku' ? (
          <>
            <SkuSearch
              label="Look up a SKU"
              value={sku ?? ''}
              autoFocus={sku === null}
              onSearch={(next) => select('inventory', next === '' ? null : next)}
            />
            {/* Gated on every scope the import kind needs (its checks read, its changes write). */}
            <GatedButton gate={importGates.stock} icon="upload" onClick={() => setImporting(true)}>
              Import stock changes
            </GatedButton>
          </>
        ) : null}
      </PageHeader>
      {section === 'stock-changes' ? (
        <StockChangesSection />
      ) : (
        <>
          <ImportRuns kind="stock" overview={imports.overview} onChanged={imports.reload} />
          {sku === null ? (
            <EmptyState title="Look up a SKU" icon="layers">
              Type or scan a SKU above and press Enter to see its stock in every warehouse, adjust
              it, and follow its history. SKUs are matched exactly.
            </EmptyState>
          ) : (
            <InventoryDetail key={sku} sku={sku} />
          )}
        </>
      )}
      {importing ? (
        <ImportDialog
          initialKind="stock"
          onClose={() => setImporting(false)}
          onStarted={() => {
            setImporting(false);
            imports.reload();
          }}
        />
      ) : null}
    </div>
  );
}
