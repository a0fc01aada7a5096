import { DetailPane, PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows, SkeletonText } from '../components/status/SkeletonRows.tsx';
import { formatDateTime } from '../format/date.ts';
import { useNow } from '../state/use-now.ts';
import { returnPaneKey, usePaneFocus } from '../state/pane-focus.ts';
import { isOverdue } from '../../shared/returns/overdue.ts';
import { ReturnLines } from './ReturnLines.tsx';
import { ReturnOrderLink } from './ReturnOrderLink.tsx';
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx';
import { ReturnStatusChange } from './ReturnStatusChange.tsx';
import { useReturn, type ReturnLine } from './use-return.ts';

/**
 * The selected return: status, the order it belongs to, its label (recipient and place are PII:
 * placeholders without view:pii), its items and history, and "Update status".
 */
export function ReturnPane({
  id,
  onClose,
  onStatusChanged,
}: {
  readonly id: string;
  readonly onClose: () => void;
  /** Before the change is patched in: the queue keeps its rows' places. */
  readonly onStatusChanged: () => void;
}) {
  const { query, detail, scopeWarnings } = useReturn(id);
  const nowMs = useNow(60_000);
  const number = detail ? String(detail.legacy_id ?? detail.id ?? '') : null;

  let body;
  if (query.isPending) body = <SkeletonRows rows={8} columns={2} label="Loading return" />;
  else if (query.isError && !detail) {
    body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!detail) body = <EmptyState title="This return could not be found" />;
  else {
    const label = detail.labels?.[0] ?? null;
    const lines = (detail.line_items ?? []).filter((line): line is ReturnLine => line !== null);
    body = (
      <>
        <Section title="Summary">
          <PropertyList
            items={[
              {
                label: 'Status',
                value: (
                  <ReturnStatusBadge status={detail.status} overdue={isOverdue(detail, nowMs)} />
                ),
              },
              { label: 'Order', value: <ReturnOrderLink orderId={detail.order_id} /> },
              { label: 'Reason', value: <FieldValue value={detail.reason} /> },
              { label: 'Created', value: <FieldValue value={formatDateTime(detail.created_at)} /> },
              {
                label: 'Items',
                value: `${detail.total_items_received ?? 0} of ${detail.total_items_expected ?? 0} received, ${detail.total_items_restocked ?? 0} restocked`,
              },
              {
                label: 'From',
                value: (
                  <FieldValue
                    value={label?.to_name}
                    fieldId="RMALabelType.to_name"
                    scopeWarnings={scopeWarnings}
                  />
                ),
              },
              {
                label: 'Place',
                value: (
                  <>
                    <FieldValue
                      value={label?.address_city}
                      fieldId="RMALabelType.address_city"
                      scopeWarnings={scopeWarnings}
                    />
                    {label?.address_state ? `, ${label.address_state}` : ''}
                  </>
                ),
              },
              {
                label: 'Label',
                value: (
                  <FieldValue
                    value={
                      label ? `${label.carrier ?? ''} ${label.tracking_number ?? ''}`.trim() : null
                    }
                  />
                ),
              },
            ]}
          />
        </Section>
        <ReturnLines lines={lines} />
        <ReturnStatusChange
          returnId={detail.id ?? id}
          number={number ?? ''}
          status={detail.status}
          onChanged={() => {
            onStatusChanged();
            // Back to the pane's top, its title focused: the form just used is emptied.
            usePaneFocus.getState().request(returnPaneKey(id));
          }}
        />
        <Section title="History">
          <ol className="return-history">
            {[...(detail.return_history ?? [])].reverse().map((entry) =>
              entry === null ? null : (
                <li key={entry.id ?? entry.created_at ?? ''}>
                  <span className="muted">{formatDateTime(entry.created_at)}</span> {entry.body}
                </li>
              ),
            )}
          </ol>
        </Section>
      </>
    );
  }

  return (
    <DetailPane
      title={
        number ? `Return #${number}` : query.isPending ? <SkeletonText width="7em" /> : 'Return'
      }
      subtitle={detail?.reason ?? undefined}
      onClose={onClose}
      focusKey={returnPaneKey(id)}
    >
      {body}
    </DetailPane>
  );
}
