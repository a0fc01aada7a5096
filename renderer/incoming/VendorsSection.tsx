import { SplitView } from '../components/layout/SplitView.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { formatInteger } from '../format/number.ts';
import { ScopeNote } from '../components/gating/ScopeNote.tsx';
import { VendorPane } from './VendorPane.tsx';
import { useVendors, VENDORS_PAGE_CREDITS } from './vendors-data.ts';
import { useIncomingViewState } from './view-state.ts';

/** The account's vendors (one page: about one credit per vendor) and the selected one's pane. */
export function VendorsSection() {
  const { gate, query, vendors, scopeWarnings } = useVendors();
  // Kept in the view's state, so the quick finder can open a vendor's pane.
  const selected = useIncomingViewState((s) => s.vendorId);
  const setSelected = useIncomingViewState((s) => s.setVendor);
  if (!gate.allowed)
    return (
      <ScopeNote
        what="vendors"
        missing={gate.missing}
        shows="what is coming in"
        className="incoming-scope-note"
      />
    );
  const vendor = vendors.find((v) => v.id === selected) ?? null;

  let list;
  if (query.isPending) list = <SkeletonRows rows={6} columns={3} label="Loading vendors" />;
  else if (query.isError && vendors.length === 0) {
    list = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (vendors.length === 0) list = <EmptyState title="No vendors yet" />;
  else {
    list = (
      <div className="vendors-list">
        <table className="compact-table vendors-table">
          <caption className="visually-hidden">Vendors</caption>
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              <th scope="col">E-mail</th>
              <th scope="col">Account number</th>
              <th scope="col">Currency</th>
            </tr>
          </thead>
          <tbody>
            {vendors.map((v) => (
              <tr key={v.id ?? v.name} aria-selected={v.id === selected}>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={v.id === selected}
                    onClick={() => setSelected(v.id)}
                  >
                    {v.name ?? v.id}
                  </button>
                </td>
                <td>
                  <FieldValue
                    value={v.email}
                    fieldId="Vendor.email"
                    scopeWarnings={scopeWarnings}
                    compact
                  />
                </td>
                <td>
                  <FieldValue
                    value={v.account_number}
                    fieldId="Vendor.account_number"
                    scopeWarnings={scopeWarnings}
                    compact
                  />
                </td>
                <td>
                  <FieldValue value={v.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <>
      <p className="muted po-status">
        <span role="status" className="list-status">
          {query.isPending ? 'Loading vendors…' : `${formatInteger(vendors.length)} vendors.`}
        </span>{' '}
        The list costs about one credit per vendor (up to {formatInteger(VENDORS_PAGE_CREDITS)}).
      </p>
      <SplitView
        list={list}
        onCloseDetail={() => setSelected(null)}
        detailLabel="Vendor details"
        detail={
          vendor ? (
            <VendorPane
              vendor={vendor}
              scopeWarnings={scopeWarnings}
              onClose={() => setSelected(null)}
            />
          ) : null
        }
      />
    </>
  );
}
