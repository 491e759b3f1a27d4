/**
 * Where an e-mailed link may send the browser (with a session in the URL fragment): only pages of this site.
 * Anything else falls back to the site root, so a forged `redirect_to` cannot deliver tokens elsewhere.
 */
export function safeRedirect(publicUrl: string, requested: string | undefined, fallbackPath = '/'): string {
  const site = new URL(publicUrl);
  if (requested) {
    try {
      const target = new URL(requested, site);
      if (target.origin === site.origin) return target.toString();
    } catch {
      // Not a URL: use the fallback.
    }
  }
  return new URL(fallbackPath, site).toString();
}
