import { scopeLabel } from '../../shared/catalogues/scope-labels.ts';
import { IDENTITY_SCOPES } from '../../shared/catalogues/scopes.ts';
import { CheckboxField } from '../components/form/CheckboxField.tsx';
import { APP_SCOPES, OTHER_SCOPES, scopeDescription } from './scope-groups.ts';

/**
 * Every scope as a checkbox with its description: the ones Floorboard uses first (reading on the
 * left, changing on the right), the sign-in scopes, then the rest of the catalogue folded away
 * (they unlock nothing here).
 */
export function ScopePicker({
  selected,
  onToggle,
}: {
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (scope: string, checked: boolean) => void;
}) {
  const box = (scope: string) => (
    <CheckboxField
      key={scope}
      label={
        <>
          {scopeLabel(scope)} <code className="scope-id">{scope}</code>
        </>
      }
      description={scopeDescription(scope)}
      checked={selected.has(scope)}
      onChange={(checked) => onToggle(scope, checked)}
    />
  );
  const otherCount = OTHER_SCOPES.filter((s) => selected.has(s)).length;
  return (
    <div className="scope-picker">
      <div className="scope-columns">
        <fieldset className="scope-group">
          <legend>See (read only)</legend>
          {APP_SCOPES.filter((s) => s.startsWith('view:')).map(box)}
        </fieldset>
        <fieldset className="scope-group">
          <legend>Change</legend>
          {APP_SCOPES.filter((s) => s.startsWith('change:')).map(box)}
        </fieldset>
      </div>
      <fieldset className="scope-group">
        <legend>Sign-in</legend>
        <div className="scope-grid is-compact">{IDENTITY_SCOPES.map(box)}</div>
      </fieldset>
      <details className="scope-more">
        <summary>
          More access Floorboard does not use ({otherCount} of {OTHER_SCOPES.length} selected)
        </summary>
        <fieldset className="scope-group">
          <legend className="visually-hidden">Other scopes</legend>
          <div className="scope-grid">{OTHER_SCOPES.map(box)}</div>
        </fieldset>
      </details>
    </div>
  );
}
