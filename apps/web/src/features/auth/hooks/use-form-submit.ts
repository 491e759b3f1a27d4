import { useState } from 'react';
import { describeAuthError, type FormProblem } from '../lib/auth-errors';

/**
 * Runs a form action once at a time and keeps its problem for display. The action returns an auth-js
 * `{error}`; a thrown error (network) is treated the same way.
 */
export function useFormSubmit() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function run(action: () => Promise<{ error: unknown } | undefined>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setProblem(null);
    try {
      const result = await action();
      if (result?.error) {
        setProblem(describeAuthError(result.error));
        return false;
      }
      return true;
    } catch (error) {
      setProblem(describeAuthError(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, setProblem, run };
}
