import { PageHeader } from '../components/layout/PageHeader.tsx';
import '../styles/views-common.css';

/** What went out: shipments by day, carrier and method, and the orders that are late. */
export function ShipmentsView() {
  return (
    <div className="shipments-view">
      <PageHeader title="Shipments" description="What went out, and what is late." />
    </div>
  );
}
