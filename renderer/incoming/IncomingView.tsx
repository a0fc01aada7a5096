import { SectionSwitch, type SectionChoice } from '../components/controls/SectionSwitch.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { ExportPurchaseOrdersButton } from './ExportPurchaseOrdersButton.tsx';
import { PurchaseOrdersSection } from './PurchaseOrdersSection.tsx';
import { VendorsSection } from './VendorsSection.tsx';
import { useIncomingViewState, type IncomingSection } from './view-state.ts';
import '../styles/views-common.css';
import '../orders/orders.css';
import './incoming.css';

const SECTIONS: readonly SectionChoice<IncomingSection>[] = [
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
        <SectionSwitch
          sections={SECTIONS}
          current={section}
          onChange={setSection}
          label="Lists"
          className="incoming-sections"
        />
        {section === 'purchase-orders' && canList ? <ExportPurchaseOrdersButton /> : null}
      </PageHeader>
      {section === 'purchase-orders' ? <PurchaseOrdersSection /> : <VendorsSection />}
    </div>
  );
}
