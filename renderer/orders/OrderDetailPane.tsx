import { DetailPane, PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows, SkeletonText } from '../components/status/SkeletonRows.tsx';
import { formatDateTime } from '../format/date.ts';
import { orderPaneKey } from '../state/pane-focus.ts';
import { AddressSection } from './AddressSection.tsx';
import { HoldNames } from './HoldBadge.tsx';
import { HoldsSection } from './HoldsSection.tsx';
import { ReturnsSection } from './ReturnsSection.tsx';
import { ShipmentsSection } from './ShipmentsSection.tsx';
import { TagsEditor } from './TagsEditor.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import { LineItems } from './LineItems.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { UpdateStatusForm } from './UpdateStatusForm.tsx';
import { useOrderDetail } from './use-order-detail.ts';

/**
 * The selected order: summary with the customer's e-mail, the status change, line items (loaded
 * a page at a time), totals and the shipping address. Withheld PII shows as placeholders.
 */
export function OrderDetailPane({
  id,
  onClose,
}: {
  readonly id: string;
  readonly onClose: () => void;
}) {
  const detail = useOrderDetail(id);
  const { query, order, scopeWarnings } = detail;
  const number = order?.order_number ?? null;

  let body;
  if (query.isPending) body = <SkeletonRows rows={10} columns={2} label="Loading order" />;
  else if (query.isError && !order) {
    body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!order) body = <EmptyState title="This order could not be found" />;
  else {
    body = (
      <>
        <Section title="Summary">
          <PropertyList
            items={[
              { label: 'Status', value: <StatusBadge status={order.fulfillment_status} /> },
              {
                label: 'Order date',
                value: <FieldValue value={formatDateTime(order.order_date)} />,
              },
              { label: 'Shop', value: <FieldValue value={order.shop_name} /> },
              {
                label: 'Customer e-mail',
                value: (
                  <FieldValue
                    value={order.email}
                    fieldId="Order.email"
                    scopeWarnings={scopeWarnings}
                  />
                ),
              },
              { label: 'Holds', value: <HoldNames holds={order.holds} /> },
              {
                label: 'Tags',
                value: (
                  <TagsEditor
                    orderId={order.id ?? id}
                    tags={(order.tags ?? []).filter((t): t is string => !!t)}
                  />
                ),
              },
              { label: 'Updated', value: <FieldValue value={formatDateTime(order.updated_at)} /> },
            ]}
          />
        </Section>
        <ShipmentsSection orderId={order.id ?? id} />
        <TimelineSection orderId={order.id ?? id} />
        <HoldsSection orderId={order.id ?? id} orderNumber={number ?? ''} holds={order.holds} />
        <Section title="Change status">
          <UpdateStatusForm
            key={order.id ?? id}
            orderId={order.id ?? id}
            orderNumber={number ?? ''}
            current={order.fulfillment_status}
          />
        </Section>
        <LineItems
          items={detail.lineItems}
          total={detail.totalLineItems}
          currency={order.currency}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadError={query.isFetchNextPageError ? query.error : null}
          onLoadMore={() => void query.fetchNextPage()}
        />
        <ReturnsSection orderId={order.id ?? id} />
        <OrderTotals order={order} />
        <AddressSection
          title="Shipping address"
          address={order.shipping_address}
          scopeWarnings={scopeWarnings}
        />
      </>
    );
  }

  return (
    <DetailPane
      title={number ? `Order ${number}` : query.isPending ? <SkeletonText width="9em" /> : 'Order'}
      subtitle={order ? formatDateTime(order.order_date) : undefined}
      onClose={onClose}
      focusKey={number ? orderPaneKey(number) : null}
    >
      {body}
    </DetailPane>
  );
}
