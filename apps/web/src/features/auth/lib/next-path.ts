/** A stand-in origin: `next` is resolved against it, and must stay on it. */
const SITE = 'https://sitescout.invalid';

/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site, else the account
 * page. It is read by the URL rules the browser and the router apply (tabs and line breaks removed, `.` segments
 * resolved), and only a same-site path that cannot turn into another host (`//host`, `/\host`, `/<tab>/host`,
 * `/.//host`) is followed, so the router never gets a destination it refuses.
 */
export function nextPath(search: string, fallback = '/account'): string {
  return safeSitePath(new URLSearchParams(search).get('next'), fallback);
}

/** `next` when it is a same-site path that cannot turn into another host (see `nextPath`), else `fallback`. */
export function safeSitePath(next: string | null, fallback: string): string {
  // Control characters and backslashes mean something different to a browser than they seem to: refused outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  if (!next?.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SITE && !path.startsWith('//') ? path : fallback;
}
