// Prints, per prerendered page, the HTML size and the JavaScript it loads (raw and gzipped). The JavaScript
// is measured in headless Chromium, so code-split page chunks fetched after start-up are counted too.
//   npm run bench:web            (after npm run build; CHROMIUM_PATH overrides /usr/bin/chromium)
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'site-manifest.json'))) {
  console.error('bench:web: build the web app first (npm run build)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, 'site-manifest.json'), 'utf8'));
const pageFiles = new Map(manifest.pages.map((p) => [p.path, p.file]));
const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };

// A static stand-in for the server: prerendered pages at their paths, assets from dist, JSON 404 for the API.
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found"}');
    return;
  }
  const file = pageFiles.get(path) ?? (path.startsWith('/404') ? manifest.notFound : normalize(path).slice(1));
  const full = join(dist, file);
  if (!full.startsWith(dist) || !existsSync(full) || file === '') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(full)] ?? 'application/octet-stream' }).end(readFileSync(full));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
try {
  for (const page of [...manifest.pages, { path: '/404-bench', file: manifest.notFound }]) {
    const tab = await browser.newPage();
    const scripts = new Map();
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    for (const pending of scripts.values()) {
      const bytes = await pending;
      raw += bytes.length;
      gz += gzipSync(bytes, { level: 9 }).length;
    }
    await tab.close();
    rows.push({
      page: page.path === '/404-bench' ? '(404)' : page.path,
      html: kb(Buffer.byteLength(readFileSync(join(dist, page.file)))),
      'js files': scripts.size,
      js: kb(raw),
      'js gzip': kb(gz),
      'under 150 KB': gz < 150 * 1024 ? 'yes' : 'NO',
    });
  }
} finally {
  await browser.close();
  server.close();
}
console.table(rows);
