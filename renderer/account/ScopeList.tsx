import { scopeLabel } from '../../shared/catalogues/scope-labels.ts';
import { useSignedIn } from '../session/session-context.tsx';
import { actionsUnlockedBy } from './app-actions.ts';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { useReauthorize } from '../session/use-reauthorize.ts';
import { Icon } from '../components/icons/Icon.tsx';
import { Section } from '../components/layout/DetailPane.tsx';
import { API_SCOPES } from '../../shared/catalogues/scopes.ts';
import { APP_SCOPES, scopeDescription } from '../sign-in/scope-groups.ts';
import { ServiceScopes } from './ServiceScopes.tsx';

/**
 * Each scope Floorboard uses (and any other granted): what the service says it grants, what it
 * unlocks here, and whether this sign-in has it, with a way to add it.
 */
export function ScopeList() {
  const session = useSignedIn();
  const { reauthorize, attempt } = useReauthorize();
  if (!session) return null;
  const granted = new Set(session.scopes);
  const others = session.scopes.filter((s) => s in API_SCOPES && !APP_SCOPES.some((a) => a === s));
  const rows = [...APP_SCOPES, ...others];

  return (
    <div className="card">
      <Section title="Scopes" level={2}>
        {session.scopeLimited ? null : (
          <Banner tone="info" live={false}>
            This sign-in has full access: it is not limited by scopes, so every action below is
            available.
          </Banner>
        )}
        <table className="scope-table">
          <thead>
            <tr>
              <th scope="col">Permission</th>
              <th scope="col">Grants</th>
              <th scope="col">In Floorboard</th>
              <th scope="col">This sign-in</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((scope) => {
              const has = !session.scopeLimited || granted.has(scope);
              const unlocks = actionsUnlockedBy(scope);
              return (
                <tr key={scope}>
                  <th scope="row">
                    {scopeLabel(scope)} <code className="scope-id">{scope}</code>
                  </th>
                  <td className="muted">{scopeDescription(scope)}</td>
                  <td>
                    {unlocks.length > 0 ? (
                      <ul className="unlock-list">
                        {unlocks.map((label) => (
                          <li key={label}>{label}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="muted">Nothing here yet</span>
                    )}
                  </td>
                  <td>
                    {has ? (
                      <span className="scope-status is-granted">
                        <Icon name="check" size={14} />{' '}
                        {session.scopeLimited ? 'Granted' : 'Full access'}
                      </span>
                    ) : (
                      <span className="scope-status">
                        <span className="muted">Not granted</span>
                        <Button
                          size="sm"
                          busy={attempt.status === 'pending'}
                          aria-label={`Add ${scope} (re-authorize in the browser)`}
                          onClick={() => void reauthorize([scope])}
                        >
                          Add
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ServiceScopes />
      </Section>
    </div>
  );
}
