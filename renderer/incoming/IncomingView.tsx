import { PageHeader } from '../components/layout/PageHeader.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { ExportPurchaseOrdersButton } from './ExportPurchaseOrdersButton.tsx';
import { PurchaseOrdersSection } from './PurchaseOrdersSection.tsx';
import { VendorsSection } from './VendorsSection.tsx';
import { useIncomingViewState, type IncomingSection } from './view-state.ts';
import '../styles/views-common.css';
import '../orders/orders.css';
import './incoming.css';

const SECTIONS: readonly { readonly id: IncomingSection; readonly label: string }[] = [
  { id: 'purchase-orders', label: 'Purchase orders' },
  { id: 'vendors', label: 'Vendors' },
];

/** What is coming in: the account's purchase orders and the vendors they come from. */
export function IncomingView() {
  const section = useIncomingViewState((s) => s.section);
  const setSection = useIncomingViewState((s) => s.setSection);
  const canList = useCanRun('PurchaseOrdersPage').allowed;
  return (
    <div className="incoming-view">
      <PageHeader title="Incoming" description="Purchase orders on their way, and their vendors.">
        <div className="quick-filters incoming-sections" role="group" aria-label="Lists">
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
        {section === 'purchase-orders' && canList ? <ExportPurchaseOrdersButton /> : null}
      </PageHeader>
      {section === 'purchase-orders' ? <PurchaseOrdersSection /> : <VendorsSection />}
    </div>
  );
}
