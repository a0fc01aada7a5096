import type { SignInMethod } from '../../shared/bridge/session.ts';
import { useSignedIn } from '../session/session-context.tsx';
import { SkeletonText } from '../components/status/SkeletonRows.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import { useOperation } from '../data/use-operation.ts';

const HOW: Record<SignInMethod, string> = {
  oauth: 'browser sign-in',
  password: 'password sign-in',
  developer: 'developer tokens',
};

/**
 * Who is signed in (from Viewer), or the sign-in method when the token may not ask. A narrow top
 * bar cuts the method first, then the name, each with an ellipsis: the whole line is the badge's
 * tooltip.
 */
export function UserBadge() {
  const session = useSignedIn();
  const canAsk = useCanRun('Viewer').allowed;
  const viewer = useOperation('Viewer', {}, { enabled: canAsk, staleTime: Infinity });
  const me = viewer.data?.data.me?.data;
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
  const shown = name || me?.email || me?.account?.username || null;
  const method = session
    ? `${HOW[session.method]}${session.scopeLimited ? '' : ', full access'}`
    : '';
  const who = shown ?? 'Signed in';
  const email = me?.email && me.email !== who ? ` (${me.email})` : '';

  return (
    <span className="user-badge" title={`Signed in as ${who}${email} · ${method}`}>
      <span className="visually-hidden">Signed in as </span>
      {canAsk && viewer.isPending ? (
        <SkeletonText width="7em" />
      ) : (
        <span className="user-name">{who}</span>
      )}
      <span className="user-method muted">
        <span aria-hidden="true">·</span> {method}
      </span>
    </span>
  );
}
