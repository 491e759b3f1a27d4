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
