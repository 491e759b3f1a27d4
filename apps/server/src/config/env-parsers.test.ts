import { describe, expect, it } from 'vitest';
import { wholeNumber } from './env-parsers.js';

describe('wholeNumber (ENGINE_RECYCLE_STATE_CHANGES)', () => {
  it('takes 0 and any whole number, and the default when unset or empty', () => {
    expect(wholeNumber({}, 'ENGINE_RECYCLE_STATE_CHANGES', 6)).toBe(6);
    expect(wholeNumber({ ENGINE_RECYCLE_STATE_CHANGES: '' }, 'ENGINE_RECYCLE_STATE_CHANGES', 6)).toBe(6);
    expect(wholeNumber({ ENGINE_RECYCLE_STATE_CHANGES: '0' }, 'ENGINE_RECYCLE_STATE_CHANGES', 6)).toBe(0);
    expect(wholeNumber({ ENGINE_RECYCLE_STATE_CHANGES: '12' }, 'ENGINE_RECYCLE_STATE_CHANGES', 6)).toBe(12);
  });

  it.each(['abc', '-1', '2.5', 'six'])('refuses %s naming the variable', (value) => {
    expect(() => wholeNumber({ ENGINE_RECYCLE_STATE_CHANGES: value }, 'ENGINE_RECYCLE_STATE_CHANGES', 6)).toThrow(
      `ENGINE_RECYCLE_STATE_CHANGES: "${value}" is not a whole number (0 or more)`,
    );
  });
});
