import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { formatInteger } from '../format/number.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createdToast } from './reorder-words.ts';
import { useIncomingViewState } from './view-state.ts';
import { useReorderSelection } from './reorder-selection.ts';
import { ReorderDialog } from './ReorderDialog.tsx';
import './reorder.css';

/**
 * Under the Low stock filter (the products view shows it only there): how many products are picked for a reorder, and the button that
 * drafts their purchase orders. Nothing is read or spent until the draft is opened.
 */
export function ReorderBar() {
  const picks = useReorderSelection((s) => s.picks);
  const clear = useReorderSelection((s) => s.clear);
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const showView = useUiStore((s) => s.showView);
  const setSection = useIncomingViewState((s) => s.setSection);
  const setTab = useIncomingViewState((s) => s.setTab);
  const count = picks.size;
  return (
    <div className="reorder-bar" role="group" aria-label="Reorder">
      {count === 0 ? (
        <span className="muted">Tick low products to reorder them</span>
      ) : (
        <>
          <Button variant="primary" size="sm" onClick={() => setOpen(true)}>
            Draft purchase orders ({formatInteger(count)})
          </Button>
          <Button size="sm" onClick={clear}>
            Clear
          </Button>
        </>
      )}
      {open ? (
        <ReorderDialog
          picks={[...picks.values()]}
          onClose={() => setOpen(false)}
          onCreated={(numbers) => {
            setOpen(false);
            clear();
            toast.show({
              tone: 'success',
              ...createdToast(numbers),
              // The new POs are open: Incoming's Open tab lists them.
              action: {
                label: 'Show them',
                onAction: () => {
                  setSection('purchase-orders');
                  setTab('open');
                  showView('incoming');
                },
              },
            });
          }}
        />
      ) : null}
    </div>
  );
}
