import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

export interface Option {
  readonly value: string;
  readonly label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'>;

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export function SelectField({
  label,
  hint,
  error,
  value,
  options,
  onChange,
  required,
  ...select
}: SelectProps & {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly value: string;
  readonly options: readonly Option[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ inputId, describedBy, invalid }) => (
        <select
          {...select}
          id={inputId}
          className="input select"
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
