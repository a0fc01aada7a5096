import { Button } from '../components/controls/Button.tsx';
import { EmptyValue } from '../components/pii/FieldValue.tsx';
import { useOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';
import { orderPaneKey, usePaneFocus } from '../state/pane-focus.ts';
import { useUiStore } from '../state/ui-store.ts';

/**
 * The order a return belongs to, by number, opening it in Orders. The number is read under
 * view:orders (ReturnsOrder, 1 credit); without that scope the pane says so and reads nothing.
 */
export function ReturnOrderLink({ orderId }: { readonly orderId: string | null }) {
  const gate = useCanRun('ReturnsOrder');
  const query = useOperation(
    'ReturnsOrder',
    { id: orderId ?? '' },
    { enabled: orderId !== null && gate.allowed, staleTime: 5 * 60_000 },
  );
  if (orderId === null) return <EmptyValue />;
  if (!gate.allowed) {
    return <span className="muted">Hidden — needs {gate.missing.join(' and ')}</span>;
  }
  const number = query.data?.data.order?.data?.order_number ?? null;
  const open = () => {
    // The order's pane takes focus once it shows the order, as when the finder opens one.
    if (number) usePaneFocus.getState().request(orderPaneKey(number));
    const ui = useUiStore.getState();
    ui.select('orders', orderId);
    ui.showView('orders');
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={open}
      aria-label={`Open order ${number ?? ''} in Orders`}
    >
      {number ? `Order ${number}` : query.isError ? 'Open the order' : 'Order …'}
    </Button>
  );
}
