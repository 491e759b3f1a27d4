import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A rendered PDF on disk, read back with poppler's tools (as a user's viewer would see it). */
export interface PdfFile {
  path: string;
  pages: number;
  /** Text of every page, in reading order (`pdftotext -layout`). */
  text: string;
  pageText(page: number): string;
  /** Text in the order it was drawn (`pdftotext -raw`): a legend beside a map is not interleaved with the map's labels. */
  drawnText(): string;
}

export function openPdf(bytes: Buffer): PdfFile {
  const dir = mkdtempSync(join(tmpdir(), 'sitescout-report-'));
  const path = join(dir, 'report.pdf');
  writeFileSync(path, bytes);
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  const pageText = (page: number) =>
    execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' });
  const drawnText = () => execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' });
  return {
    path,
    pages,
    text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
    pageText,
    drawnText,
  };
}

/** Renders pages to PNG files with pdftoppm (to look at) and returns their paths in page order. */
export function toPngs(pdf: PdfFile, resolution = 60): string[] {
  const prefix = join(pdf.path, '..', 'page');
  execFileSync('pdftoppm', ['-r', String(resolution), '-png', pdf.path, prefix]);
  const dir = join(pdf.path, '..');
  return readdirSync(dir)
    .filter((f) => f.startsWith('page') && f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));
}

/** Pixels of one page (binary PPM from pdftoppm) near an RGB colour, to check a drawing is there. */
export function countPixelsNear(pdf: PdfFile, page: number, hex: string, tolerance = 40): number {
  const ppm = execFileSync('pdftoppm', ['-r', '50', '-f', String(page), '-l', String(page), pdf.path], {
    maxBuffer: 64 * 1024 * 1024,
  });
  // Header: "P6\n<w> <h>\n255\n", then RGB triplets.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not return a PPM image');
  const start = header[0].length;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let count = 0;
  for (let i = start; i + 2 < ppm.length; i += 3) {
    const d = Math.abs((ppm[i] ?? 0) - r) + Math.abs((ppm[i + 1] ?? 0) - g) + Math.abs((ppm[i + 2] ?? 0) - b);
    if (d <= tolerance) count++;
  }
  return count;
}

/** Margins of a report page (theme.ts: 62 pt above, 54 pt below, out of 792): the running header and footer. */
const CONTENT_TOP = 62 / 792;
const CONTENT_BOTTOM = (792 - 54) / 792;

/**
 * How full each page is: the share of the page's content height down to its lowest drawn mark (text, rule or map),
 * read from a grey rendering as a reader would see the page. The running header and footer are left out.
 */
export function pageFills(pdf: PdfFile): number[] {
  const fills: number[] = [];
  for (let page = 1; page <= pdf.pages; page++) {
    const pgm = execFileSync('pdftoppm', ['-r', '24', '-gray', '-f', String(page), '-l', String(page), pdf.path], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not return a PGM image');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const start = header[0].length;
    const top = Math.round(height * CONTENT_TOP);
    const bottom = Math.round(height * CONTENT_BOTTOM);
    let lowest = top;
    for (let y = top; y < bottom; y++) {
      const row = pgm.subarray(start + y * width, start + (y + 1) * width);
      if (row.some((v) => v < 200)) lowest = y;
    }
    fills.push((lowest - top) / (bottom - top));
  }
  return fills;
}
