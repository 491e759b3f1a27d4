import { execFileSync } from 'node:child_process';
import type { PdfFile } from './reports-pdf.js';

/** Report pages are US Letter in points; the footer starts 54 pt above the foot (theme.ts), the header ends at 62. */
const PAGE_HEIGHT = 792;
const CONTENT_TOP = 62;
const CONTENT_BOTTOM = PAGE_HEIGHT - 54;
/** `pdftotext -bbox-layout` escapes these in word text. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A line of text on a page, with its top and bottom in points from the top of the page. */
interface PageLine {
  text: string;
  top: number;
  bottom: number;
}

/** The text lines of one page inside the content area (header and footer left out), top to bottom. */
function contentLines(pdf: PdfFile, page: number): PageLine[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', '-f', String(page), '-l', String(page), pdf.path, '-'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines: PageLine[] = [];
  for (const m of xml.matchAll(
    /<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
  )) {
    const words = [...(m[3] ?? '').matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) =>
      (w[1] ?? '').replace(/&[a-z#0-9]+;/g, (e) => ENTITIES[e] ?? e),
    );
    const line = { text: words.join(' '), top: Number(m[1]), bottom: Number(m[2]) };
    if (line.top >= CONTENT_TOP && line.bottom <= CONTENT_BOTTOM) lines.push(line);
  }
  return lines.sort((a, b) => a.top - b.top);
}

/**
 * Headings left at a page foot: a heading in the last 15 % of a page's content area with fewer than two lines of
 * text under it there (its section's text starts on the next page).
 */
export function strandedHeadings(pdf: PdfFile, headings: readonly string[]): Array<{ page: number; heading: string }> {
  const foot = CONTENT_TOP + 0.85 * (CONTENT_BOTTOM - CONTENT_TOP);
  const found: Array<{ page: number; heading: string }> = [];
  for (let page = 1; page <= pdf.pages; page++) {
    const lines = contentLines(pdf, page);
    for (const line of lines) {
      if (line.top < foot || !headings.includes(line.text.trim())) continue;
      if (lines.filter((l) => l.top >= line.bottom).length < 2) found.push({ page, heading: line.text.trim() });
    }
  }
  return found;
}

/** The callout background (theme.ts COLORS.band), used by nothing else in the report. */
const CALLOUT_BAND = [0xf3, 0xf4, 0xf6] as const;

/**
 * Callouts drawn with no text in them (a callout's box split from its words at a page break): boxes of the callout
 * background, read from a 72 dpi rendering (one pixel a point), that no text line overlaps.
 */
export function emptyCallouts(pdf: PdfFile): Array<{ page: number; top: number; bottom: number }> {
  const found: Array<{ page: number; top: number; bottom: number }> = [];
  for (let page = 1; page <= pdf.pages; page++) {
    const ppm = execFileSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), pdf.path], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not return a PPM image');
    const width = Number(header[1]);
    const start = header[0].length;
    // A row belongs to a callout when a third of it is the callout background.
    const bandRow = (y: number) => {
      let n = 0;
      for (let x = 0; x < width; x++) {
        const i = start + 3 * (y * width + x);
        if (CALLOUT_BAND.every((c, k) => Math.abs((ppm[i + k] ?? 0) - c) <= 2)) n++;
      }
      return n > width / 3;
    };
    const lines = contentLines(pdf, page);
    let boxTop: number | null = null;
    for (let y = CONTENT_TOP; y <= CONTENT_BOTTOM + 1; y++) {
      const inBand = y <= CONTENT_BOTTOM && bandRow(y);
      if (inBand && boxTop === null) boxTop = y;
      if (!inBand && boxTop !== null) {
        const [top, bottom] = [boxTop, y];
        if (!lines.some((l) => l.bottom > top && l.top < bottom)) found.push({ page, top, bottom });
        boxTop = null;
      }
    }
  }
  return found;
}
