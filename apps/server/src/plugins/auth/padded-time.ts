import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Sign-up and recovery take at least this long, whatever the outcome: a new account (password hash, rows,
 * message) and a known address (no message) then answer after the same time, so timing does not tell them apart.
 * Above the slowest ordinary path on a busy 2-core host.
 */
export const PADDED_RESPONSE_MS = 400;

/** Runs `work`, then waits until `floorMs` have passed since the start; errors are delayed the same way. */
export async function withPaddedTime<T>(work: () => Promise<T>, floorMs = PADDED_RESPONSE_MS): Promise<T> {
  const started = performance.now();
  const pad = async () => {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  };
  try {
    const result = await work();
    await pad();
    return result;
  } catch (error) {
    await pad();
    throw error;
  }
}
