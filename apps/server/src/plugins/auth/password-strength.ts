import { createFairScheduler } from '../../lib/fair-scheduler.js';
import { oneNiceThread } from '../../lib/one-nice-thread.js';
import { AuthError } from './auth-error.js';
import type { StrengthVerdict } from './password-strength-thread.js';

export const MIN_PASSWORD_LENGTH = 8;
/** zxcvbn score 0–4; 3 means "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;
/** Bounded work per request: only this many leading characters are scored (a longer password is as strong). */
export const STRENGTH_CHECKED_CHARACTERS = 100;

/** One thread scores passwords for the whole process; it stops after 30 s idle and starts again on demand. */
const thread = oneNiceThread(new URL('./password-strength-thread.js', import.meta.url));
/** Accounts take turns on it: a flood of checks for one address delays another's by at most one check. */
const turns = createFairScheduler({ slots: 1 });

/**
 * Rejects weak passwords with GoTrue's `weak_password` error: `reasons` lists why (`length`, `weak`), and the
 * message carries zxcvbn's advice. `userInputs` (e-mail, name) count as guessable words. zxcvbn runs on a worker
 * thread (it can take seconds of CPU), so checks wait their turn there instead of blocking every other request.
 */
export async function checkPasswordStrength(password: string, userInputs: string[] = []): Promise<void> {
  const reasons: string[] = [];
  const advice: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    advice.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const task = {
    password: password.slice(0, STRENGTH_CHECKED_CHARACTERS),
    userInputs: userInputs.map((input) => input.slice(0, STRENGTH_CHECKED_CHARACTERS)),
  };
  // The account's address (the first user input) is whose turn it is.
  const verdict = (await turns.run(userInputs[0] ?? '', () => thread.run(task))) as StrengthVerdict;
  if (verdict.score < MIN_SCORE) {
    reasons.push('weak');
    advice.push(verdict.warning ?? 'Password is too easy to guess.');
    advice.push(...verdict.suggestions);
  }
  if (reasons.length === 0) return;
  const message = advice.filter(Boolean).join(' ');
  throw new AuthError(422, 'weak_password', message, { weak_password: { reasons, message } });
}
