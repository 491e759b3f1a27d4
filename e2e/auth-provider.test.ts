import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../apps/web/src/features/auth/components/auth-provider.js';
import { useAuth } from '../apps/web/src/features/auth/hooks/use-auth.js';

function Probe() {
  const auth = useAuth();
  return createElement('p', null, auth.loading ? 'loading' : `user:${auth.user?.id ?? 'none'}`);
}

// Rendered the way the prerender step renders pages: in Node, with no window, document or storage.
describe('AuthProvider and useAuth when prerendering', () => {
  it('throws the spec’s message when useAuth is used outside the provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow('useAuth must be used within an AuthProvider');
  });

  it('renders the loading state without touching browser-only APIs', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(createElement(AuthProvider, null, createElement(Probe)));
    expect(html).toBe('<p>loading</p>');
  });
});
