import { useState } from 'react';

/** Runs one action at a time (an account page's, an administrator's): `busy` while it runs, and its error's message kept as `problem`. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, run };
}
