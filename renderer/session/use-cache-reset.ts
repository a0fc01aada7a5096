import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './session-context.tsx';

/**
 * Keeps the cache honest across sign-ins: signing in to another profile drops everything (other
 * account, other data); signing in again to the same one refetches what is on screen, since the
 * scopes and therefore the withheld fields may have changed.
 */
export function useCacheReset(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const key =
    session?.status === 'signed-in' ? `${session.profileId}\n${session.scopes.join(' ')}` : null;
  const profileId = session?.status === 'signed-in' ? session.profileId : null;
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (key === null || profileId === null) return;
    const previous = last.current;
    last.current = profileId;
    if (previous === null) return;
    if (previous !== profileId) queryClient.clear();
    else void queryClient.invalidateQueries();
  }, [key, profileId, queryClient]);
}
