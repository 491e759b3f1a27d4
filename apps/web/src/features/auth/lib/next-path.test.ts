import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

const next = (value: string) => nextPath(`?next=${encodeURIComponent(value)}`);

describe('nextPath', () => {
  it('follows a path on this site, with its query', () => {
    expect(next('/credits')).toBe('/credits');
    expect(next('/app/received?analysis=1')).toBe('/app/received?analysis=1');
  });

  it('never leads to another host, however the path is dressed up', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ])
      expect(next(hostile), JSON.stringify(hostile)).toBe('/account');
  });
});
