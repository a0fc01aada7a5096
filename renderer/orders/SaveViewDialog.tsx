import { useState } from 'react';
import {
  savableOrderFilters,
  UNSAVED_ORDER_FILTERS,
  type OrderFilters,
} from '../../shared/orders/filters.ts';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { filterChips } from './order-filters.ts';
import { useSaveOrderView } from './use-saved-views.ts';

/** Names the current filters as a view (or renames one): it then shows under Orders. */
export function SaveViewDialog({
  view,
  filters,
  onSaved,
  onClose,
}: {
  /** The view to rename; absent to save a new one. */
  readonly view?: { readonly id: string; readonly name: string };
  readonly filters: OrderFilters;
  readonly onSaved?: (id: string) => void;
  readonly onClose: () => void;
}) {
  const [name, setName] = useState(view?.name ?? '');
  const [attempted, setAttempted] = useState(false);
  const save = useSaveOrderView();
  const toast = useToast();
  // What the view keeps: main drops the e-mail filter, so the summary shows it without one.
  const chips = filterChips(savableOrderFilters(filters));
  const dropsEmail = filterChips(filters).some((chip) => UNSAVED_ORDER_FILTERS.includes(chip.key));
  const error = attempted && name.trim() === '' ? 'Give the view a name' : null;

  return (
    <Modal title={view ? `Rename “${view.name}”` : 'Save view'} onClose={onClose} width="28rem">
      <form
        className="save-view-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (name.trim() === '') return;
          save.mutate(
            { ...(view ? { id: view.id } : {}), name: name.trim(), filters },
            {
              onSuccess: (views) => {
                const saved = views.find((v) => v.name === name.trim());
                toast.show({
                  tone: 'success',
                  title: view
                    ? `Renamed to “${name.trim()}”`
                    : `Saved “${name.trim()}” under Orders`,
                });
                if (saved) onSaved?.(saved.id);
                onClose();
              },
            },
          );
        }}
      >
        <TextField
          label="Name"
          value={name}
          maxLength={80}
          autoComplete="off"
          error={error}
          onChange={setName}
        />
        {view ? null : (
          <p className="muted">
            {chips.length === 0 ? 'All orders, no filters.' : chips.map((c) => c.text).join(' · ')}
          </p>
        )}
        {dropsEmail ? (
          <p className="muted" role="note">
            E-mail filters are not saved: a view never keeps a customer’s address.
          </p>
        ) : null}
        {save.error ? <ErrorView error={save.error} compact /> : null}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={save.isPending}>
            {view ? 'Rename' : 'Save view'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
