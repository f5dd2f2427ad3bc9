import type { FastifyRequest } from 'fastify';

/**
 * Where a request comes from, as far as the browser says: `same-origin` (our own pages, proven by
 * Sec-Fetch-Site or by an Origin or Referer naming our host), `cross-site` (another site's page, link or
 * form: the browser names another origin) or `unknown` (no browser said: curl, a server, a typed address,
 * an old browser). For GETs that change a session, which the CSRF check of state-changing calls
 * (plugins/access.ts) does not cover.
 */
export type RequestSite = 'same-origin' | 'cross-site' | 'unknown';

export function requestSite(request: FastifyRequest): RequestSite {
  const fetchSite = request.headers['sec-fetch-site'];
  // `none` is a navigation the user started (typed, bookmarked): no other site asked for it.
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return 'cross-site';
  const source = request.headers.origin ?? request.headers.referer;
  if (source !== undefined) return namesOurHost(request, source) ? 'same-origin' : 'cross-site';
  return fetchSite === 'same-origin' ? 'same-origin' : 'unknown';
}

function namesOurHost(request: FastifyRequest, source: string): boolean {
  try {
    // Both through URL, so that a default port written out (":80") compares equal to none; "null" throws.
    return new URL(source).host === new URL(`${request.protocol}://${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}
