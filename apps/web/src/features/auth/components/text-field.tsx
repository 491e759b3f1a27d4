import { useId } from 'react';

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
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
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
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
