/**
 * The toast after a reorder's POs are created: one or two named whole, more counted, and "Show
 * them" opening Incoming's Open tab, where new POs are listed.
 */
import { useToast } from '../components/toast/ToastProvider.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { createdToast } from './reorder-words.ts';
import { useIncomingViewState } from './view-state.ts';

export function useCreatedToast(): (numbers: readonly string[]) => void {
  const toast = useToast();
  const showView = useUiStore((s) => s.showView);
  const setSection = useIncomingViewState((s) => s.setSection);
  const setTab = useIncomingViewState((s) => s.setTab);
  return (numbers) => {
    toast.show({
      tone: 'success',
      ...createdToast(numbers),
      action: {
        label: 'Show them',
        onAction: () => {
          setSection('purchase-orders');
          setTab('open');
          showView('incoming');
        },
      },
    });
  };
}
