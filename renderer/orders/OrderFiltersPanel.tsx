import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { draftOf, draftProblem, filtersOf, type FilterDraft } from './filter-draft.ts';
import { useCanFilterByEmail } from './orders-data.ts';
import { useKnownStatuses } from './use-known-statuses.ts';
import { useWarehouseOptions } from './use-warehouses.ts';
import { useOrdersViewState } from './view-state.ts';

const TRI_STATE = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/**
 * Every filter the service offers on orders, edited together and applied at once (one request,
 * not one per keystroke). A filter the token cannot use is disabled, with its reason.
 */
export function OrderFiltersPanel({ onClose }: { readonly onClose: () => void }) {
  const { filters, setFilters } = useOrdersViewState();
  const pii = useCanFilterByEmail();
  const warehouses = useWarehouseOptions();
  const { statuses } = useKnownStatuses([filters.status]);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const [attempted, setAttempted] = useState(false);
  const problem = attempted ? draftProblem(draft) : null;
  const update = (patch: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      className="order-filters"
      aria-label="Order filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (draftProblem(draft) !== null) return;
        setFilters(filtersOf(draft, pii.allowed));
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="order-filters-grid">
        <TextField
          label="Order number"
          value={draft.orderNumber}
          maxLength={200}
          autoComplete="off"
          placeholder="#100500"
          onChange={(orderNumber) => update({ orderNumber })}
        />
        <TextField
          label="Customer e-mail"
          type="email"
          value={pii.allowed ? draft.email : ''}
          maxLength={200}
          autoComplete="off"
          disabled={!pii.allowed}
          hint={
            pii.allowed ? undefined : (
              <>
                Customer e-mail is personal data this sign-in may not see.{' '}
                <MissingScopeNotice scopes={pii.missing} inline />
              </>
            )
          }
          onChange={(email) => update({ email })}
        />
        <TextField
          label="SKU"
          value={draft.sku}
          maxLength={200}
          autoComplete="off"
          onChange={(sku) => update({ sku })}
        />
        <TextField
          label="Ordered from"
          type="date"
          value={draft.dateFrom}
          onChange={(dateFrom) => update({ dateFrom })}
        />
        <TextField
          label="Ordered to"
          type="date"
          value={draft.dateTo}
          error={problem}
          onChange={(dateTo) => update({ dateTo })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          options={[{ value: '', label: 'Any' }, ...statuses.map((s) => ({ value: s, label: s }))]}
          onChange={(status) => update({ status })}
        />
        <SelectField
          label="Holds"
          value={draft.hasHold}
          options={TRI_STATE('On hold', 'No holds')}
          onChange={(hasHold) => update({ hasHold })}
        />
        <SelectField
          label="Backorder"
          value={draft.hasBackorder}
          options={TRI_STATE('Backordered', 'Nothing backordered')}
          onChange={(hasBackorder) => update({ hasBackorder })}
        />
        <TextField
          label="Shop"
          value={draft.shop}
          maxLength={200}
          autoComplete="off"
          placeholder="Exact shop name"
          onChange={(shop) => update({ shop })}
        />
        <SelectField
          label="Warehouse"
          value={draft.warehouseId}
          options={[
            { value: '', label: 'Any' },
            ...warehouses.map((w) => ({ value: w.id, label: w.name })),
          ]}
          onChange={(warehouseId) => update({ warehouseId })}
        />
        <TextField
          label="Tag"
          value={draft.tag}
          maxLength={200}
          autoComplete="off"
          onChange={(tag) => update({ tag })}
        />
      </div>
      <div className="order-filters-actions">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={() => setDraft(draftOf({}))}>Reset fields</Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
