/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site, else the account
 * page. Anything that could leave the site (`//host`, `https:`, `/\host`) is ignored.
 */
export function nextPath(search: string, fallback = '/account'): string {
  const next = new URLSearchParams(search).get('next');
  const onSite = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return onSite && next ? next : fallback;
}
