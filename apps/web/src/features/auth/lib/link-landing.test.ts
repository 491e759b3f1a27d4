import { describe, expect, it } from 'vitest';
import { readLinkLanding } from './link-landing';

const confirmation = (next: string) =>
  readLinkLanding(`#confirmation_token=abc&type=signup&next=${encodeURIComponent(next)}`);

describe('readLinkLanding', () => {
  it('keeps a path on this site as where a confirmation link goes next', () => {
    expect(confirmation('/app/analyses/1?tab=2')).toEqual({
      kind: 'confirmation',
      token: 'abc',
      next: '/app/analyses/1?tab=2',
    });
  });

  it('falls back to the site root for a next= that could leave the site, control characters included', () => {
    for (const hostile of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ])
      expect(confirmation(hostile), JSON.stringify(hostile)).toMatchObject({ kind: 'confirmation', next: '/' });
  });
});
