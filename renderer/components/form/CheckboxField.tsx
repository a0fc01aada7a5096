import { useId, type ReactNode } from 'react';
import './form.css';

/** A checkbox with its label and an optional description read with it. */
export function CheckboxField({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <span className="checkbox-label">{label}</span>
        {description ? (
          <span className="checkbox-description" id={`${id}-description`}>
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
