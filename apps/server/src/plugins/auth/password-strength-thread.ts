import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts tries up to 100 leet substitutions by default, which is what makes long passwords cost seconds
 * (measured on this 2-core host, 100 random characters: 1.5 s at 100, under 0.1 s at 4). Four still finds
 * `p4ssw0rd` and `P@$$w0rd123`.
 */
const L33T_MAX_SUBSTITUTIONS = 4;

const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
  // The caller sends at most the first 100 characters; zxcvbn checks no more either.
  maxLength: 100,
  l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
});

/** What the main thread needs of zxcvbn's verdict (plain data, structured-cloned back). */
export interface StrengthVerdict {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/**
 * Entry point of the password-strength thread (see password-strength.ts). zxcvbn's l33t matcher takes up to
 * seconds on a 100-character random password, which must not stall the API's event loop.
 */
export default function scorePasswordInThread(task: { password: string; userInputs: string[] }): StrengthVerdict {
  const result = zxcvbn.check(task.password, task.userInputs);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}
