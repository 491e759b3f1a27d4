import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { loadSite, matchesAppRoute } from './site-manifest.js';

function normalisePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built web app: prerendered public pages at their paths, hashed assets with long caching,
 * the client shell for signed-in app routes, and the prerendered not-found page with HTTP 404 for
 * everything else. Unknown /api paths get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const site = loadSite(app.config.webDist, app.config.publicUrl);
  if (!site) {
    app.log.warn({ webDist: app.config.webDist }, 'web app not built: only the API is served (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      // Source maps stay on the server (they hold the app's whole source): the browser gets no `.map` file.
      allowedPath: (pathName) =>
        !pathName.endsWith('.html') && !pathName.endsWith('site-manifest.json') && !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        if (filePath.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    for (const [path, html] of site.pages) {
      app.get(path, { schema: { hide: true } }, (_request, reply) => sendHtml(reply, 200, html));
    }
    for (const file of site.textFiles) {
      app.get(file.path, { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').type(file.contentType).send(file.body),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = normalisePath(request.url);
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      !site ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ code: 'not_found', message: `No route for ${request.method} ${path}` });
    }
    if (matchesAppRoute(path, site.appRoutes)) return sendHtml(reply, 200, site.shellHtml);
    request.log.info({ path }, 'page not found');
    return sendHtml(reply, 404, site.notFoundHtml);
  });
});
