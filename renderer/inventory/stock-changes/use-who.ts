/**
 * Who made a change, as far as the service lets the app say: the schema gives a change only its
 * `user_id`, and the only user it describes is the signed-in one (`me`). So "You" for the
 * signed-in user, and "Another user" otherwise (the id is in the tooltip, never parsed).
 */
import { useOperation } from '../../data/use-operation.ts';
import { useCanRun } from '../../session/use-can-run.ts';

export interface Who {
  readonly label: string;
  readonly title: string;
}

export function useWho(): (userId: string | null) => Who {
  const canAsk = useCanRun('Viewer').allowed;
  const viewer = useOperation('Viewer', {}, { enabled: canAsk, staleTime: Infinity });
  const me = viewer.data?.data.me?.data;
  const myId = me?.id ?? null;
  const myName = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
  return (userId) => {
    if (userId === null) return { label: '—', title: 'The service did not say who' };
    if (userId === myId) return { label: 'You', title: myName || 'You' };
    return { label: 'Another user', title: `User ${userId}` };
  };
}
