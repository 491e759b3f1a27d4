/** What an e-mailed link told the page it landed on, read before auth-js consumes the URL fragment. */
export type LinkLanding = { kind: 'confirmed' } | { kind: 'recovery' } | { kind: 'invalid' } | null;

export function readLinkLanding(hash: string): LinkLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_description') || params.get('error_code')) return { kind: 'invalid' };
  if (!params.get('access_token')) return null;
  if (params.get('type') === 'signup') return { kind: 'confirmed' };
  if (params.get('type') === 'recovery') return { kind: 'recovery' };
  return null;
}

/** Removes an error fragment from the address bar (auth-js removes the success fragments itself). */
export function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
