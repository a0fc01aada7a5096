import { useState } from 'react';
import type { SavedOrderView } from '../../shared/orders/filters.ts';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { showOrders } from './navigation.ts';
import { SaveViewDialog } from './SaveViewDialog.tsx';
import { useRemoveOrderView, useSavedOrderViews } from './use-saved-views.ts';
import { useOrdersViewState } from './view-state.ts';

function DeleteViewDialog({
  view,
  onClose,
}: {
  readonly view: SavedOrderView;
  readonly onClose: () => void;
}) {
  const remove = useRemoveOrderView();
  return (
    <Modal title={`Delete “${view.name}”?`} onClose={onClose} width="26rem">
      <p>The view goes; the orders and their filters stay as they are.</p>
      {remove.error ? <ErrorView error={remove.error} compact /> : null}
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate(view.id, { onSuccess: onClose })}
        >
          Delete view
        </Button>
      </div>
    </Modal>
  );
}

/** The saved views, under Orders in the sidebar: open one, rename it, delete it. */
export function SavedViewsNav() {
  const views = useSavedOrderViews().data ?? [];
  const current = useUiStore((s) => s.view);
  const viewId = useOrdersViewState((s) => s.viewId);
  const [renaming, setRenaming] = useState<SavedOrderView | null>(null);
  const [deleting, setDeleting] = useState<SavedOrderView | null>(null);
  if (views.length === 0) return null;
  return (
    <>
      <ul className="saved-views" aria-label="Saved order views">
        {views.map((view) => (
          <li key={view.id} className="saved-view">
            <button
              type="button"
              className="nav-item saved-view-open"
              aria-current={current === 'orders' && viewId === view.id ? 'page' : undefined}
              title={view.name}
              onClick={() => showOrders(view.filters, view.id)}
            >
              <span className="nav-label">{view.name}</span>
            </button>
            <span className="saved-view-tools">
              <button
                type="button"
                className="saved-view-tool"
                aria-label={`Rename view ${view.name}`}
                title="Rename"
                onClick={() => setRenaming(view)}
              >
                <Icon name="edit" size={13} />
              </button>
              <button
                type="button"
                className="saved-view-tool"
                aria-label={`Delete view ${view.name}`}
                title="Delete"
                onClick={() => setDeleting(view)}
              >
                <Icon name="trash" size={13} />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {renaming ? (
        <SaveViewDialog
          view={renaming}
          filters={renaming.filters}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? <DeleteViewDialog view={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
