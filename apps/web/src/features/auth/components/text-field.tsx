import { useId } from 'react';
import { describedBy, FieldFooter } from '@/components/ui/form-field';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/** A labelled, controlled input whose error (naming this field) is announced with it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  hint,
  error,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}
