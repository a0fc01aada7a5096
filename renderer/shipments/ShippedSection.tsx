import { useCanRun } from '../session/use-can-run.ts';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';
import { ShippedFilters } from './ShippedFilters.tsx';
import { ShippedSummary } from './ShippedSummary.tsx';
import { ShippedTable } from './ShippedTable.tsx';

/** What went out: the days and carrier picked, what it adds up to, and the labels. */
export function ShippedSection() {
  const gate = useCanRun('ShipmentsPage');
  if (!gate.allowed)
    return (
      <ScopeNote
        what="shipments"
        missing={gate.missing}
        shows="this list"
        className="shipments-scope-note"
      />
    );
  return (
    <>
      <div className="shipments-controls">
        <ShippedFilters />
        <ShippedSummary />
      </div>
      <ShippedTable />
    </>
  );
}
