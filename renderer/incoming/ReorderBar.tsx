import { useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { formatInteger } from '../format/number.ts';
import { useCreatedToast } from './use-created-toast.ts';
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
  const showCreated = useCreatedToast();
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
            showCreated(numbers);
          }}
        />
      ) : null}
    </div>
  );
}
