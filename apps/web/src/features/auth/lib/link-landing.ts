/**
 * What an e-mailed link told the page it landed on, read before auth-js consumes the URL fragment. A recovery
 * link carries no session, only its token (`#recovery_token=…`): the page asks for the new password first.
 */
export type LinkLanding = { kind: 'confirmed' } | { kind: 'recovery'; token: string } | { kind: 'invalid' } | null;

export function readLinkLanding(hash: string): LinkLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_description') || params.get('error_code')) return { kind: 'invalid' };
  const recoveryToken = params.get('recovery_token');
  if (recoveryToken && params.get('type') === 'recovery') return { kind: 'recovery', token: recoveryToken };
  if (!params.get('access_token')) return null;
  if (params.get('type') === 'signup') return { kind: 'confirmed' };
  return null;
}

/** Removes an error fragment from the address bar (auth-js removes the success fragments itself). */
export function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
