import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { SignInMethod } from '../../shared/bridge/session.ts';
import { SIGN_IN_METHODS } from '../../shared/bridge/session.ts';

export const METHOD_LABELS: Record<SignInMethod, string> = {
  oauth: 'Browser',
  password: 'User name and password',
  developer: 'Developer tokens',
};

/** The three ways in, as tabs (arrow keys move between them, per the ARIA tabs pattern). */
export function MethodTabs({
  method,
  onChange,
  children,
}: {
  readonly method: SignInMethod;
  readonly onChange: (method: SignInMethod) => void;
  readonly children: ReactNode;
}) {
  const base = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = SIGN_IN_METHODS.indexOf(method);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = SIGN_IN_METHODS[(index + step + SIGN_IN_METHODS.length) % SIGN_IN_METHODS.length];
    if (!next) return;
    onChange(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <div className="method-tabs">
      <div role="tablist" aria-label="Sign-in method" onKeyDown={onKeyDown}>
        {SIGN_IN_METHODS.map((m) => (
          <button
            key={m}
            id={`${base}-${m}`}
            type="button"
            role="tab"
            aria-selected={m === method}
            aria-controls={`${base}-panel`}
            tabIndex={m === method ? 0 : -1}
            className="method-tab"
            onClick={() => onChange(m)}
          >
            {METHOD_LABELS[m]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${method}`}
        className="method-panel"
      >
        {children}
      </div>
    </div>
  );
}
