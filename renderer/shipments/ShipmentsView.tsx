import { PageHeader } from '../components/layout/PageHeader.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { ExportShipmentsButton } from './ExportShipmentsButton.tsx';
import { LateSection } from './LateSection.tsx';
import { ShippedSection } from './ShippedSection.tsx';
import { useShipmentsViewState, type ShipmentsSection } from './view-state.ts';
import '../styles/views-common.css';
import '../orders/orders.css';
import '../incoming/incoming.css';
import './shipments.css';

const SECTIONS: readonly { readonly id: ShipmentsSection; readonly label: string }[] = [
  { id: 'shipped', label: 'Shipped' },
  { id: 'late', label: 'Late & at risk' },
];

/** What went out: shipments by day, carrier and method, and the orders that are late. */
export function ShipmentsView() {
  const section = useShipmentsViewState((s) => s.section);
  const setSection = useShipmentsViewState((s) => s.setSection);
  const canList = useCanRun('ShipmentsPage').allowed;
  return (
    <div className="shipments-view">
      <PageHeader title="Shipments" description="What went out, and what is late.">
        <div className="quick-filters shipments-sections" role="group" aria-label="Lists">
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              className="quick-filter"
              aria-pressed={section === s.id}
              onClick={() => setSection(s.id)}
            >
              {s.label}
            </button>
          ))}
        </div>
        {section === 'shipped' && canList ? <ExportShipmentsButton /> : null}
      </PageHeader>
      {section === 'shipped' ? <ShippedSection /> : <LateSection />}
    </div>
  );
}
