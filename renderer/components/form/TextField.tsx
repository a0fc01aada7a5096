import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, type FieldIds } from './Field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

/** What both text fields add to their element's own attributes. */
interface TextValueProps {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** What the two elements share: the id, value, validity and description Field hands over. */
function controlProps(
  slot: FieldIds,
  value: string,
  onChange: (value: string) => void,
  required: boolean | undefined,
) {
  return {
    id: slot.inputId,
    value,
    required,
    'aria-invalid': slot.invalid || undefined,
    'aria-describedby': slot.describedBy,
    onChange: (event: { readonly target: { readonly value: string } }) =>
      onChange(event.target.value),
  };
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
      {(slot) => (
        <input {...input} className="input" {...controlProps(slot, value, onChange, required)} />
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
      {(slot) => (
        <textarea
          {...area}
          className="input textarea"
          {...controlProps(slot, value, onChange, required)}
        />
      )}
    </Field>
  );
}
