import { PageHeader } from '../components/layout/PageHeader.tsx';
import { SplitView } from '../components/layout/SplitView.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { OrderDetailPane } from './OrderDetailPane.tsx';
import { OrdersStatus } from './OrdersStatus.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import '../products/views-common.css';
import './orders.css';

/** The account's orders, filtered by fulfillment status, with the selected one's details. */
export function OrdersView() {
  const selected = useSelected('orders');
  const select = useUiStore((s) => s.select);
  return (
    <div className="orders-view">
      <PageHeader title="Orders" description={<OrdersStatus />}>
        <StatusFilter />
      </PageHeader>
      <SplitView
        list={<OrdersTable />}
        onCloseDetail={() => select('orders', null)}
        detailLabel="Order details"
        detail={
          selected === null ? null : (
            <OrderDetailPane key={selected} id={selected} onClose={() => select('orders', null)} />
          )
        }
      />
    </div>
  );
}
