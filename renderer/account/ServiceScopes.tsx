import { useOperation } from '../data/use-operation.ts';
import { useCanRun } from '../session/use-can-run.ts';

/**
 * The scopes the service itself reports for the signed-in user (`ViewerScopes`), under the scope
 * table. Actions are gated by the scopes of the token response, so a service that refuses the
 * field costs this line only: the table above and every action stay as they are.
 */
export function ServiceScopes() {
  const gate = useCanRun('ViewerScopes');
  const query = useOperation('ViewerScopes', {}, { enabled: gate.allowed, staleTime: Infinity });
  if (!gate.allowed || query.isPending) return null;
  if (query.isError) {
    return (
      <p className="service-scopes muted" role="note">
        The service did not list this user’s scopes ({query.error.message}). The scopes above are
        those granted with the sign-in.
      </p>
    );
  }
  const scopes = (query.data.data.me?.data?.scopes ?? []).filter(
    (scope): scope is string => typeof scope === 'string' && scope !== '',
  );
  return (
    <p className="service-scopes muted" role="note">
      {scopes.length === 0
        ? 'The service lists no scopes for this user.'
        : `The service lists: ${scopes.join(', ')}.`}
    </p>
  );
}
