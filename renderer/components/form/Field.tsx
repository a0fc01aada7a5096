import { useId, type ReactNode } from 'react';
import { Icon } from '../icons/Icon.tsx';
import './form.css';

export interface FieldIds {
  readonly inputId: string;
  /** For aria-describedby: the hint and the error, whichever exist. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
}

/**
 * Label, control, hint and inline error, wired for assistive tech: the control is labelled, and
 * described by the hint and the error; `aria-invalid` marks it while the error shows.
 */
export function Field({
  label,
  hint,
  error,
  required,
  children,
}: {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly required?: boolean;
  readonly children: (ids: FieldIds) => ReactNode;
}) {
  const base = useId();
  const hintId = hint ? `${base}-hint` : null;
  const errorId = error ? `${base}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label className="field-label" htmlFor={`${base}-input`}>
        {label}
        {required ? <span className="field-required"> (required)</span> : null}
      </label>
      {children({ inputId: `${base}-input`, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p className="field-hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId ?? undefined}>
          <Icon name="alert" size={13} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
