import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../components/toast/ToastProvider.tsx';
import { isReloadKey } from './reload-keys.ts';

/**
 * In the web host, reloading the page ends its session: the secret lives in the page's memory
 * only (never in storage), and the app window has no address bar for a new launch address. So
 * F5 and Ctrl+R reload the data instead (every query on screen asks again) and say so. A reload
 * by other means still lands on the launch screen, which takes a new address.
 */
export function ReloadKeys() {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isReloadKey(event)) return;
      event.preventDefault();
      if (event.repeat) return;
      void queryClient.invalidateQueries();
      toast.show({
        tone: 'info',
        title: 'Data reloaded',
        detail: 'The page stays open: reloading it would end this window’s session.',
      });
    };
    // Capture: a field that stops the event's propagation must not let the page reload.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [queryClient, toast]);
  return null;
}
