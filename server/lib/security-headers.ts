import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Helmet's options for this site: strict CSP (no inline scripts), no framing, no plugins. */
function helmetOptions(hsts: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, computed once: our policy has no per-request parts (no nonces), so running
 * helmet on every request would rebuild the same strings thousands of times a second.
 */
export function computeSecurityHeaders(hsts: boolean): { set: Record<string, string>; remove: string[] } {
  const set: Record<string, string> = {};
  const remove: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => remove.push(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(helmetOptions(hsts))({} as IncomingMessage, res, () => undefined);
  return { set, remove };
}

/**
 * Replies that are never a document: the API's JSON, and the build's hashed scripts, styles and
 * translations under /assets/ (a miss there is a plain 404, never the site's page: server/static.ts).
 */
const RESOURCE_PATH = /^\/(stage-api|assets)\//;

/**
 * Adds the baseline security headers to every reply, from one callback-style `onRequest` hook (an async
 * hook would cost a promise per request). Helmet's only removal is X-Powered-By, which neither Fastify nor
 * anything before this hook sets, so a fresh reply has nothing to remove.
 */
export function securityHeaders(app: FastifyInstance, hsts: boolean): void {
  const { set } = computeSecurityHeaders(hsts);
  const pageHeaders = Object.freeze({ ...set });
  const resourceHeaders = Object.freeze(resourceSecurityHeaders(set));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(RESOURCE_PATH.test(req.url) ? resourceHeaders : pageHeaders);
    done();
  });
}

/**
 * The header set for replies never rendered as a document (API JSON, hashed assets): OWASP's REST set.
 * A policy that allows nothing (`default-src 'none'`, so no script, object or frame source either) and
 * no framing, no sniffing, the referrer policy, cross-origin isolation of the resource and HSTS when on.
 * The document-only headers (the page's policy, COOP, Origin-Agent-Cluster, DNS-prefetch control, IE's
 * download and XSS-filter switches) have no effect on such a reply; sent with each of a first visit's
 * 30-odd scripts, styles and translations and each file the service worker precaches, they were
 * ≈0.5 KB a reply over HTTP/1.1 (decision 039).
 */
export function resourceSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': page['referrer-policy'],
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
  };
  if (page['strict-transport-security']) headers['strict-transport-security'] = page['strict-transport-security'];
  return headers;
}
