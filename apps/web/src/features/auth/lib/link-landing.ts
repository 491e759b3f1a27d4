/**
 * What an e-mailed link told the page it landed on, read before auth-js consumes the URL fragment. Neither a
 * sign-up confirmation nor a recovery link carries a session, only its token (`#confirmation_token=…` or
 * `#recovery_token=…`): the page asks for the password first. A confirmation link also says where to go once
 * done (`next`, a path on this site).
 */
export type LinkLanding =
  | { kind: 'confirmation'; token: string; next: string }
  | { kind: 'recovery'; token: string }
  | { kind: 'invalid' }
  | null;

export function readLinkLanding(hash: string): LinkLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_description') || params.get('error_code')) return { kind: 'invalid' };
  const recoveryToken = params.get('recovery_token');
  if (recoveryToken && params.get('type') === 'recovery') return { kind: 'recovery', token: recoveryToken };
  const confirmationToken = params.get('confirmation_token');
  if (confirmationToken && params.get('type') === 'signup') {
    return { kind: 'confirmation', token: confirmationToken, next: sitePath(params.get('next')) };
  }
  return null;
}

/** A path on this site, or the site root: anything that could leave the site (`//host`, `/\host`) is ignored. */
function sitePath(path: string | null): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** Removes a fragment from the address bar (auth-js removes the session fragments itself). */
export function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
