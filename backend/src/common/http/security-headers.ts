import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, computed once. @fastify/helmet builds a new helmet middleware (parsing
 * every CSP directive again) on every request; with fixed options the answer never changes, so the
 * app sends this precomputed set instead.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8 throws a configuration error itself rather than passing it to `next`.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** What the app sends with every response (the CSP fits the built frontend). */
export const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at runtime (CSS-in-JS).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The security headers that mean something on a script or font: nosniff (a script must be served as
 * one) and the cross-origin resource policy. CSP, framing, referrer and the rest govern documents, so
 * a fingerprinted asset, fetched dozens of times per page load, goes without their ~650 bytes.
 */
const ASSET_SECURITY_HEADER_NAMES = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** The document-only names: what the static files handler removes from an asset's answer. */
export const DOCUMENT_ONLY_HEADER_NAMES = Object.keys(SECURITY_HEADERS).filter(
  (name) => !ASSET_SECURITY_HEADER_NAMES.has(name),
);
