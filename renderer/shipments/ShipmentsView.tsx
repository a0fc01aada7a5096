import { SectionSwitch, type SectionChoice } from '../components/controls/SectionSwitch.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { ExportShipmentsButton } from './ExportShipmentsButton.tsx';
import { LateSection } from './LateSection.tsx';
import { ShipmentsHeaderNote } from './ShipmentsHeaderNote.tsx';
import { ShippedSection } from './ShippedSection.tsx';
import { useShipmentsViewState, type ShipmentsSection } from './view-state.ts';
import '../styles/views-common.css';
import '../orders/orders.css';
import '../incoming/incoming.css';
import './shipments.css';

const SECTIONS: readonly SectionChoice<ShipmentsSection>[] = [
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
      <PageHeader title="Shipments" description={<ShipmentsHeaderNote />}>
        <SectionSwitch
          sections={SECTIONS}
          current={section}
          onChange={setSection}
          label="Lists"
          className="shipments-sections"
        />
        {section === 'shipped' && canList ? <ExportShipmentsButton /> : null}
      </PageHeader>
      {section === 'shipped' ? <ShippedSection /> : <LateSection />}
    </div>
  );
}
