import { afterAll, expect } from 'vitest';
import { cspViolations } from '../helpers/browser.js';

// Runs after every browser test file: the built app must have run under the server's CSP without a violation.
afterAll(() => {
  expect(cspViolations, 'Content-Security-Policy violations in the browser').toEqual([]);
});
