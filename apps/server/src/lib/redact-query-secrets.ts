/** Query parameters whose values are secrets: sign-in and link tokens, codes, keys, signatures, passwords. */
const SECRET_PARAM = /token|code|key|secret|signature|^sig$|password|otp|^t$/i;

/**
 * The URL with the value of every secret-looking query parameter replaced by `[redacted]`, so request logs never
 * carry a token someone put in a link (`?access_token=…`), whatever the route; the rest stays readable.
 * @example redactQuerySecrets('/app?access_token=abc&tab=1') === '/app?access_token=[redacted]&tab=1'
 */
export function redactQuerySecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}
