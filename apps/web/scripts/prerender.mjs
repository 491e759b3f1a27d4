// Prerenders every public page to static HTML (head tags included) so crawlers and curl see
// real content without JavaScript, and writes the site manifest the server routes by.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const { renderPage, publicPaths, appPaths, shellHead } = await import(join(ssrDir, 'entry-server.js'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('prerender: dist/index.html lacks the <!--app-head--> / <!--app-html--> markers');
}
const fill = (head, html) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const pages = [];
for (const path of publicPaths) {
  const page = renderPage(path);
  const file = fileFor(path);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), fill(page.head, page.html));
  pages.push({ path, file });
}
const notFound = renderPage('/404');
writeFileSync(join(dist, '404.html'), fill(notFound.head, notFound.html));
writeFileSync(join(dist, 'app-shell.html'), fill(shellHead, ''));

const manifest = { pages, appRoutes: appPaths, notFound: '404.html', shell: 'app-shell.html' };
writeFileSync(join(dist, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages, 404 page and app shell`);
