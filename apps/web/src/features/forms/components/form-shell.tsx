import type { ReactNode } from 'react';
import { HoneypotField } from '@/components/ui/form-field';
import type { FormState } from '../hooks/use-form-submission';

interface FormShellProps {
  label: string;
  state: FormState;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}

/** Form frame shared by all public forms: honeypot, submit button, and the success or error message. */
export function FormShell({ label, state, onSubmit, submitLabel, children }: FormShellProps) {
  if (state.status === 'success') {
    return (
      <div className="form-success" role="status">
        <p>
          <strong>{state.message}</strong>
        </p>
      </div>
    );
  }
  return (
    <form className="public-form" aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
      <HoneypotField />
      {state.status === 'error' ? (
        <p className="form-error" role="alert">
          {state.error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={state.status === 'submitting'}>
        {state.status === 'submitting' ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
