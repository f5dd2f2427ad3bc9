import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { ROLE_OF_ACCESS, roleFromTags, type Access } from '../../../core/roles.ts';
import { COOKIE_NAMES, findSession, type FoundSession } from '../modules/sessions/service.ts';
import { enforceSessionSteps } from './session-steps.ts';
import '../request-session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by http/register-session-read.ts only: the handler reads the back-office session itself. */
    sessionInRead?: boolean;
  }
  interface FastifyRequest {
    /** The back-office cookie whose session the handler's statement reads (defersSessionToRead). */
    deferredBackOfficeToken: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The access rule of the route the router matched, or null for a request that matched none of ours (a
 * static file, the API docs, the sandbox's pages, a 404). Decided by the router, never by the URL's text:
 * `/%61pi/...`, `/API//x/../...` and `GET http://host/api/...` reach the same route, and so the same rule.
 */
export function declaredAccess(request: FastifyRequest): Access | null {
  return request.routeOptions.config.access ?? null;
}

/**
 * Reads the sessions of each request to a route that declares an access rule from their cookies, and
 * enforces that rule before its handler runs: 401 without the session it needs, 403 with the wrong role.
 */
export function registerAccessControl(app: AppInstance): void {
  app.decorateRequest('portalSession', null);
  app.decorateRequest('backOfficeSession', null);

  app.decorateRequest('deferredBackOfficeToken', null);

  app.addHook('onRequest', async (request) => {
    const access = declaredAccess(request);
    if (!access) return;
    const portalToken = request.cookies[COOKIE_NAMES.portal];
    const backOfficeToken = request.cookies[COOKIE_NAMES.backoffice];
    const touch = !isBackgroundRequest(request);
    if ((portalToken || backOfficeToken) && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    if (backOfficeToken && !portalToken && defersSessionToRead(request)) {
      // The handler reads the session in its own statement and enforces below, before it answers
      // (http/register-session-read.ts, decision 0037); a caller without a cookie is refused here.
      request.deferredBackOfficeToken = backOfficeToken;
      return;
    }
    if (portalToken) {
      const found = await findSession(app.db, 'portal', portalToken, { touch });
      if (found) request.portalSession = found;
    }
    if (backOfficeToken) {
      const found = await findSession(app.db, 'backoffice', backOfficeToken, { touch });
      if (found) acceptBackOfficeSession(request, found);
    }
    // Before the body is parsed or validated: a caller without the right session learns nothing else.
    enforceSessionSteps(request, access);
    enforceAccess(request, access);
  });
}

/**
 * A route registered as a session read (http/register-session-read.ts) reads its back-office session in
 * the statement of its answer: one database round trip instead of two. Not when the request also carries a
 * portal session (whose steps count on a back-office route) or an Idempotency-Key (whose scope is the
 * session, claimed before the handler): those take the usual way, as does every other route.
 */
function defersSessionToRead(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.sessionInRead === true && request.headers['idempotency-key'] === undefined
  );
}

/** A found back-office session counts only with a back-office role among its tags. */
function acceptBackOfficeSession(request: FastifyRequest, found: FoundSession): void {
  const role = roleFromTags(found.customer.tags);
  if (role) request.backOfficeSession = { ...found, role };
}

/**
 * The end of a deferred check (see defersSessionToRead): the session the handler's statement found (null
 * for none) is enforced by the same rules, in the same order, as the onRequest hook enforces the others.
 * Throws 401 or 403 as they do; the handler then answers nothing it read.
 */
export function enforceDeferredAccess(request: FastifyRequest, found: FoundSession | null): void {
  const access = declaredAccess(request);
  if (!access) throw new Error('a session read on a route without an access rule');
  if (found) acceptBackOfficeSession(request, found);
  request.deferredBackOfficeToken = null;
  enforceSessionSteps(request, access);
  enforceAccess(request, access);
}

/** Whether reading this request's session slides its idle time-out: not for a background request. */
export function sessionTouches(request: FastifyRequest): boolean {
  return !isBackgroundRequest(request);
}

/**
 * A request the page made by itself (a timer, a check when the tab comes back), not because the person did
 * something: it reads the session without sliding its idle time-out (docs/SECURITY.md "Session end"). The
 * header can only shorten a session, so it needs no check of who sent it.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

function isBackgroundRequest(request: FastifyRequest): boolean {
  return request.headers[BACKGROUND_REQUEST_HEADER] === '1';
}

function enforceAccess(request: FastifyRequest, access: Access): void {
  if (access === 'public' || access === 'payment-provider') return;
  if (access === 'customer') {
    if (!request.portalSession) throw unauthenticated();
    return;
  }
  const session = request.backOfficeSession;
  if (!session) throw unauthenticated();
  const role = ROLE_OF_ACCESS[access];
  if (role && session.role !== role) throw forbidden();
}

/**
 * A state-changing request that carries a session cookie must come from our own pages: a cross-site form
 * or script would carry the cookie too (CSRF). Browsers send Origin on such requests; Referer is the fallback.
 * Our pages' origin is PUBLIC_URL's (config publicOrigin): scheme, host and port must all match it, and no
 * header the client writes (Host, X-Forwarded-Host, X-Forwarded-Proto) can change what it is compared with.
 * Without PUBLIC_URL (a developer's machine) the request's own Host header is all there is to compare with.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return; // Not a browser (curl, a server): it cannot hold a victim's cookie.
  const configured = request.server.appConfig.publicOrigin;
  let sameOrigin: boolean;
  try {
    // Both through URL, so that a default port written out (":80") compares equal to none.
    sameOrigin = configured
      ? new URL(source).origin === configured
      : new URL(source).host === new URL(`${request.protocol}://${request.headers.host ?? ''}`).host;
  } catch {
    sameOrigin = false;
  }
  if (!sameOrigin) throw forbidden('Cross-site request refused');
}
