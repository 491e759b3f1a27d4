import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
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
