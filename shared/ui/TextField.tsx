import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';
import { TEXT_INPUT_CLASS } from './text-control';

/**
 * A labelled text input wired to its error (the shared `Field` around a `vt-input`): the markup every
 * form repeated for a name, an e-mail, a company or a password. Any other input attribute (type, name,
 * autoComplete, inputMode…) passes through to the input.
 */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  /** The field's error (local rule or server code); empty or missing means valid. */
  error?: string | null | undefined;
  onValue(value: string): void;
}

export function TextField({ label, value, error, onValue, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error ?? null} required={required ?? false}>
      <input
        {...input}
        className={[TEXT_INPUT_CLASS, className].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
    </Field>
  );
}
