import { describe, expect, it } from 'vitest';
import { fieldInWords, messageForField } from './field-words.js';

describe('error messages name fields in words', () => {
  it.each([
    ['sites.1.address', 'Site 2'],
    ['sites.0', 'Site 1'],
    ['sites.2.lat', 'Site 3 latitude'],
    ['sites', 'Sites'],
    ['businessType', 'Business type'],
    ['priorities.footTraffic', 'Foot traffic priority'],
    ['priorities.customers.2', 'Customers'],
    ['body/sites/1', 'Site 2'],
    ['preferredContact', 'Preferred contact'],
  ])('%s → %s', (field, words) => {
    expect(fieldInWords(field)).toBe(words);
  });

  it('says what is wrong without JSON paths or format names', () => {
    expect(messageForField('id', 'must match format "uuid"')).toBe('Link: is incomplete or mistyped');
    expect(messageForField('email', 'must match format "email"')).toBe(
      'E-mail: is not a valid e-mail address (like name@example.com)',
    );
    expect(messageForField('sites', 'must NOT have fewer than 1 items')).toBe('Sites: needs at least one');
    expect(messageForField('businessType', "must have required property 'businessType'")).toBe(
      'Business type: is required',
    );
    expect(messageForField('radiusMiles', 'must be <= 25')).toBe('Radius: must be at most 25');
    expect(messageForField('message', 'must NOT have fewer than 1 characters')).toBe('Message: is required');
    expect(messageForField('sites.1.address', 'sites.1.address: no match for "zzzz"')).toBe(
      'Site 2: no match for "zzzz"',
    );
  });

  it('keeps a whole sentence as it is, without the field path in front', () => {
    expect(messageForField('sites', 'sites: Comparing locations needs Pro Monthly or a Complete Report credit.')).toBe(
      'Comparing locations needs Pro Monthly or a Complete Report credit.',
    );
    expect(messageForField('sites.1.address', 'Could not find "zzzz".')).toBe('Site 2: Could not find "zzzz".');
  });
});
