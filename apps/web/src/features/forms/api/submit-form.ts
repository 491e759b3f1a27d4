import { api } from '@/lib/api/client';

/** The public form endpoints of the server's forms plugin. */
export type FormEndpoint =
  | '/api/forms/sample-report'
  | '/api/forms/consultation'
  | '/api/forms/contact'
  | '/api/forms/demo-feedback';

/** What the server says went wrong, naming the field when it is about one. */
export interface FormError {
  code: string;
  message: string;
  field?: string;
}

export type FormResult = { ok: true; message: string } | { ok: false; error: FormError };

/**
 * Posts one form. Fields arrive as strings from the form element; the server validates, trims and
 * stores them, and answers with a receipt or `{code, message, field}`.
 */
export async function submitForm(endpoint: FormEndpoint, fields: Record<string, string>): Promise<FormResult> {
  try {
    // The body shape differs per endpoint; the server's schema is the authority on it.
    const { data, error, response } = await api.POST(endpoint, { body: fields as never });
    if (data) return { ok: true, message: data.message };
    const body = error as Partial<FormError> | undefined;
    return {
      ok: false,
      error: {
        code: body?.code ?? `http_${response.status}`,
        message: body?.message ?? `The server answered ${response.status}. Please try again.`,
        ...(body?.field ? { field: body.field } : {}),
      },
    };
  } catch {
    return {
      ok: false,
      error: { code: 'network', message: 'We could not reach SiteScout. Check your connection and try again.' },
    };
  }
}
