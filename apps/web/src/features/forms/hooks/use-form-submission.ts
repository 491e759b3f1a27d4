import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { type FormEndpoint, type FormError, submitForm } from '../api/submit-form';

export type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; message: string }
  | { status: 'error'; error: FormError };

/** Field label for messages: the server names fields by key ("businessType"), people read labels. */
function messageFor(error: FormError, labels: Record<string, string>): string {
  if (!error.field) return error.message;
  const label = labels[error.field] ?? error.field;
  // The server's message names the field in its own words ("Business type: is required"); the form's label wins.
  const detail = error.message.replace(/^[^:]{1,40}: /, '');
  return `${label}: ${detail}`;
}

/**
 * Sends a form element's fields to one endpoint and tracks the outcome. The error for a field is
 * exposed by field name so the input can show it next to itself.
 */
export function useFormSubmission(endpoint: FormEndpoint, labels: Record<string, string>) {
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const { pathname } = useLocation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Record<string, string> = { page: pathname };
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields[key] = value;
    setState({ status: 'submitting' });
    const result = await submitForm(endpoint, fields);
    if (result.ok) {
      form.reset();
      setState({ status: 'success', message: result.message });
    } else {
      setState({ status: 'error', error: { ...result.error, message: messageFor(result.error, labels) } });
      // Take the person straight to the field the server named.
      const field = result.error.field ? form.elements.namedItem(result.error.field) : null;
      if (field instanceof HTMLElement) field.focus();
    }
  }

  const fieldError = (name: string): string | undefined =>
    state.status === 'error' && state.error.field === name ? state.error.message : undefined;

  return { state, onSubmit, fieldError };
}
