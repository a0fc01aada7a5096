import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

/** What both text fields add to their element's own attributes. */
interface TextValueProps {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A labelled text input with hint and inline error. `onChange` receives the text. */
export function TextField({
  label,
  hint,
  error,
  value,
  onChange,
  required,
  ...input
}: InputProps & TextValueProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...input}
          id={inputId}
          className="input"
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'>;

/** A labelled multi-line input (notes, pasted tokens). */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  required,
  ...area
}: AreaProps & TextValueProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          {...area}
          id={inputId}
          className="input textarea"
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
