import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeAnalysisHtml } from '../src/plugins/incoming/sanitize-analysis-html.js';

describe('sanitising a received analysis without a DOM', () => {
  it('keeps what a report is made of: headings, tables, lists, inline pictures and an SVG chart', () => {
    const report =
      '<h2 id="d">Demographics</h2><table border="1"><thead><tr><th scope="col">Metric</th></tr></thead>' +
      '<tbody><tr><td align="right">31,200</td></tr></tbody></table><ol start="3"><li>Rent &amp; parking</li></ol>' +
      '<img src="data:image/png;base64,AAAA" alt="Map" width="300">' +
      '<svg viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' +
      '<clipPath id="c"><rect width="5" height="5"/></clipPath><rect fill="url(#g)" clip-path="url(#c)"/></svg>';
    const { html, title } = sanitizeAnalysisHtml(report);
    expect(title).toBe('Demographics');
    for (const kept of [
      '<h2 id="d">Demographics</h2>',
      '<table border="1">',
      '<th scope="col">Metric</th>',
      '<td align="right">31,200</td>',
      '<ol start="3"><li>Rent &amp; parking</li></ol>',
      'src="data:image/png;base64,AAAA"',
      '<linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient>',
      '<clipPath id="c">',
      'fill="url(#g)"',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('drops data: and script links, MathML and the text of forms, and opens real links in a new tab', () => {
    const { html } = sanitizeAnalysisHtml(
      '<a href="data:text/html,<b>x</b>">inline page</a><a href="jav&#x09;ascript:alert(1)">tab trick</a>' +
        '<math><mi>secret</mi></math><form><button>Sign in again</button></form>' +
        '<a href="https://data.census.gov/" target="_self" rel="opener">Census</a>',
    );
    expect(html).not.toMatch(/href="(data|jav)/i);
    expect(html).not.toContain('secret');
    expect(html).not.toContain('Sign in again');
    expect(html).toContain(
      '<a href="https://data.census.gov/" target="_blank" rel="noopener noreferrer nofollow">Census</a>',
    );
  });

  it('tells content that still shows from markup left empty', () => {
    expect(hasVisibleContent(sanitizeAnalysisHtml('<script>alert(1)</script><style>p{}</style>').html)).toBe(false);
    expect(hasVisibleContent(sanitizeAnalysisHtml('<p>  </p><div></div>').html)).toBe(false);
    expect(hasVisibleContent(sanitizeAnalysisHtml('<img src="data:image/png;base64,AAAA">').html)).toBe(true);
    expect(hasVisibleContent(sanitizeAnalysisHtml('<p>Rent is moderate.</p>').html)).toBe(true);
  });
});
