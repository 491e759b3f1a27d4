// Prints, per prerendered page, the HTML size and the JavaScript it loads (raw and gzipped).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'site-manifest.json'))) {
  console.error('bench:web: build the web app first (npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
for (const page of [...manifest.pages, { path: '(404)', file: manifest.notFound }]) {
  const html = readFileSync(join(dist, page.file), 'utf8');
  const scripts = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) scripts.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of scripts) {
    const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  rows.push({
    page: page.path,
    html: kb(Buffer.byteLength(html)),
    js: kb(raw),
    'js gzip': kb(gz),
    'under 150 KB': gz < 150 * 1024 ? 'yes' : 'NO',
  });
}
console.table(rows);
