import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, serializeCsp } from './content-security-policy.js';

/** The one page partners (INCOMING_ALLOWED_ORIGINS) may frame or open: it receives their analyses. */
export const PARTNER_PAGE = '/app/received';

/**
 * Security headers on every response (@fastify/helmet): a strict Content-Security-Policy, no MIME sniffing,
 * no framing by other sites, no referrer leaks, HSTS when the public URL is HTTPS. SiteScout sets no cookies:
 * sessions are bearer tokens kept by auth-js, so there is no cookie to flag. Partners named in
 * INCOMING_ALLOWED_ORIGINS may frame (and open) `/app/received` only; every other page keeps the strict headers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const https = config.publicUrl.startsWith('https:');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      frameguard: { action: 'sameorigin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    if (config.incoming.allowedOrigins.length === 0) return;
    // Partners open or frame /app/received and post to it: that needs their origins in frame-ancestors (the older
    // X-Frame-Options cannot name them) and the opener link kept.
    const partnerPolicy = serializeCsp(contentSecurityPolicy(config, true));
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0]?.replace(/\/+$/, '');
      if (path === PARTNER_PAGE) {
        reply.header('content-security-policy', partnerPolicy);
        reply.removeHeader('x-frame-options');
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
