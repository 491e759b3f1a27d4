import { useId } from 'react';

interface FieldProps {
  label: string;
  name: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

interface InputFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/** The ids of a field's hint and error, for `aria-describedby`. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its error message, linked to the input by id. */
export function FieldFooter({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
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
    </>
  );
}

/** Labelled single-line input; the error (from the server, naming this field) is announced with it. */
export function InputField({ label, name, error, required, hint, type = 'text', autoComplete }: InputFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span className="field-required"> (required)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

/** Labelled multi-line input. */
export function TextAreaField({ label, name, error, required, hint, rows = 5 }: FieldProps & { rows?: number }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span className="field-required"> (required)</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

/** Hidden from people (and from assistive technology); bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
