import { safeSitePath } from './next-path';

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
    return { kind: 'confirmation', token: confirmationToken, next: safeSitePath(params.get('next'), '/') };
  }
  return null;
}

/** The page each kind of link is finished on. */
const LINK_PAGE = { confirmation: '/confirm-email', recovery: '/reset-password' } as const;

/** The fragment this page load arrived with, read once before anything else runs (see `captureLinkLanding`). */
let capturedHash: string | undefined;
let movedPage = false;

/** Whether `captureLinkLanding` moved this page load to the page that finishes its link. */
export function landingMovedPage(): boolean {
  return movedPage;
}

/**
 * Runs first on every page load, before the router, the auth client or any analytics: a link's token is taken out
 * of the address bar (so no script, history entry, bookmark or referrer sees it) and kept for this tab, and a link
 * that was sent somewhere else (`redirect_to=/app/find`) is moved to the page that finishes it. Returns whether
 * the path changed (the prerendered markup then belongs to another page).
 */
export function captureLinkLanding(): boolean {
  capturedHash = window.location.hash;
  const landing = readLinkLanding(capturedHash);
  if (landing === null || landing.kind === 'invalid') return false;
  keepPendingLink(landing);
  const page = LINK_PAGE[landing.kind];
  movedPage = window.location.pathname !== page;
  window.history.replaceState(
    window.history.state,
    '',
    movedPage ? page : window.location.pathname + window.location.search,
  );
  return movedPage;
}

/** The fragment of this page load: the captured one when the token was already taken out of the address bar. */
export function landingHash(): string {
  return capturedHash ?? window.location.hash;
}

function keepPendingLink(landing: TokenLanding): void {
  try {
    window.sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (private mode): the form still works until a reload.
  }
}

/** Removes a fragment from the address bar (auth-js removes the session fragments itself). */
export function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** sessionStorage key of the link token a page is finishing (this tab only, gone when the tab closes). */
const PENDING_LINK_KEY = 'sitescout-pending-link';

type TokenLanding = Extract<LinkLanding, { token: string }>;

/**
 * The link this page landed on: read from the fragment (then kept for this tab, so a reload keeps the form while
 * the link is valid), or the one kept by an earlier load of this page in this tab.
 */
export function landingForPage<K extends TokenLanding['kind']>(kind: K): Extract<TokenLanding, { kind: K }> | null {
  const read = readLinkLanding(landingHash());
  if (read?.kind === kind) {
    keepPendingLink(read);
    return read as Extract<TokenLanding, { kind: K }>;
  }
  // A fresh link that failed on the server (used, expired) replaces whatever was kept.
  if (read !== null) {
    forgetPendingLink();
    return null;
  }
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(PENDING_LINK_KEY) ?? 'null') as TokenLanding | null;
    return kept?.kind === kind && typeof kept.token === 'string' ? (kept as Extract<TokenLanding, { kind: K }>) : null;
  } catch {
    return null;
  }
}

/** The link was used (or refused): a reload must not offer its form again. */
export function forgetPendingLink(): void {
  capturedHash = '';
  try {
    window.sessionStorage.removeItem(PENDING_LINK_KEY);
  } catch {
    // Nothing was kept.
  }
}
