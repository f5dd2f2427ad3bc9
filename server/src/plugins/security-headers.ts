import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppInstance } from '../app-instance.ts';

/**
 * The headers Helmet sets for these options, worked out once. Our options are static (no per-request
 * nonce), so every response carries the same headers; @fastify/helmet instead built a new Helmet
 * middleware, re-parsing the CSP directives, on every request (5% of a create's CPU, docs/PERFORMANCE.md).
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous: it has called back before it returns.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sets Helmet's headers (content security policy, nosniff, referrer policy...) on every response. */
export function registerSecurityHeaders(app: AppInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
