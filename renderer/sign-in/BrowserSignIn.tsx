import { useState, type SubmitEvent } from 'react';
import { API_SCOPES } from '../../shared/catalogues/scopes.ts';
import { SCOPE_PRESETS, type ScopePreset } from '../../shared/catalogues/scope-presets.ts';
import { Button } from '../components/controls/Button.tsx';
import { ScopePicker } from './ScopePicker.tsx';

const DEFAULT_PRESET = SCOPE_PRESETS[0];

function presetMatching(selected: ReadonlySet<string>): ScopePreset | undefined {
  return SCOPE_PRESETS.find(
    (p) => p.scopes.length === selected.size && p.scopes.every((s) => selected.has(s)),
  );
}

/**
 * OAuth in the system browser: pick a preset, then adjust individual scopes; the preset shown
 * follows the boxes (neither is checked, and the summary says "Custom", once they match none).
 */
export function BrowserSignIn({
  pending,
  onSubmit,
  initialScopes,
}: {
  readonly pending: boolean;
  readonly onSubmit: (scopes: readonly string[]) => void;
  /** The scopes to start from (signing in again); the first preset otherwise. */
  readonly initialScopes?: readonly string[] | null;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(initialScopes ?? DEFAULT_PRESET?.scopes ?? []),
  );
  const [error, setError] = useState<string | null>(null);
  const preset = presetMatching(selected);

  const toggle = (scope: string, checked: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(scope);
      else next.delete(scope);
      return next;
    });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (![...selected].some((s) => s in API_SCOPES)) {
      setError('Choose at least one scope that gives access to data (view: or change:).');
      return;
    }
    onSubmit([...selected]);
  };

  return (
    <form className="sign-in-form" onSubmit={submit} aria-label="Sign in with your browser">
      <p className="muted">
        Opens the service’s sign-in page in your browser. You approve exactly the access chosen
        here; Floorboard never sees your password.
      </p>
      <fieldset className="preset-group">
        <legend>Access</legend>
        {SCOPE_PRESETS.map((p) => (
          <label key={p.id} className={preset?.id === p.id ? 'preset is-chosen' : 'preset'}>
            <input
              type="radio"
              name="preset"
              checked={preset?.id === p.id}
              onChange={() => {
                setError(null);
                setSelected(new Set(p.scopes));
              }}
            />
            <span>
              <span className="preset-label">{p.label}</span>
              <span className="preset-description">{p.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ScopePicker selected={selected} onToggle={toggle} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions sticky-actions">
        <Button type="submit" variant="primary" icon="globe" busy={pending} disabled={pending}>
          Sign in with browser
        </Button>
        <span className="muted">
          {selected.size} scopes selected · {preset ? preset.label : 'Custom selection'}
        </span>
      </div>
    </form>
  );
}
