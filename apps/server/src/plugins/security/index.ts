import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * Security headers on every response (@fastify/helmet): a strict Content-Security-Policy, no MIME sniffing,
 * no framing by other sites, no referrer leaks, HSTS when the public URL is HTTPS. SiteScout sets no cookies:
 * sessions are bearer tokens kept by auth-js, so there is no cookie to flag.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const https = config.publicUrl.startsWith('https:');
    // Partners allowed to send analyses open or frame /app/received and post to it: that needs the opener link.
    const partners = config.incoming.allowedOrigins.length > 0;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // frame-ancestors in the CSP says who may frame us; the older header cannot name partner origins.
      frameguard: partners ? false : { action: 'sameorigin' },
      crossOriginOpenerPolicy: { policy: partners ? 'unsafe-none' : 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
