// Prerenders every public page to static HTML (head tags included) so crawlers and curl see
// real content without JavaScript, and writes the site manifest the server routes by.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const { renderPage, publicPaths, appPaths, shellHead, preloadAllPages } = await import(join(ssrDir, 'entry-server.js'));
// Code-split pages must be loaded before renderToString, which cannot wait for them.
await preloadAllPages();

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('prerender: dist/index.html lacks the <!--app-head--> / <!--app-html--> markers');
}
const ORIGIN = '__SITE_ORIGIN__';
const xmlEscape = (v) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// robots.txt and sitemap.xml carry the origin placeholder; the server swaps in PUBLIC_URL when serving them.
// App routes and API paths are kept out of crawlers' way; payment-return states set noindex on the page itself.
function robotsTxt() {
  const disallow = ['/api/', ...appPaths.map((p) => p.replace(/\/\*$/, '/'))];
  return `User-agent: *\n${disallow.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`;
}

function sitemapXml(paths) {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(ORIGIN + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const fill = (head, html) => template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const pages = [];
/** Paths a crawler should index: every public page whose head does not say noindex. */
const indexable = [];
for (const path of publicPaths) {
  const page = renderPage(path);
  if (!page.head.includes('name="robots" content="noindex"')) indexable.push(path);
  const file = fileFor(path);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), fill(page.head, page.html));
  pages.push({ path, file });
}
const notFound = renderPage('/404');
writeFileSync(join(dist, '404.html'), fill(notFound.head, notFound.html));
writeFileSync(join(dist, 'app-shell.html'), fill(shellHead, ''));

const manifest = {
  pages,
  appRoutes: appPaths,
  notFound: '404.html',
  shell: 'app-shell.html',
  textFiles: [
    { path: '/robots.txt', contentType: 'text/plain; charset=utf-8', body: robotsTxt() },
    { path: '/sitemap.xml', contentType: 'application/xml; charset=utf-8', body: sitemapXml(indexable) },
  ],
};
writeFileSync(join(dist, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages, 404 page and app shell; sitemap lists ${indexable.length} paths`);
