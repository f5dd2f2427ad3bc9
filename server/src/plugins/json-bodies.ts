import type { AppInstance } from '../app-instance.ts';
import { declaredAccess } from './access.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fastify's own 4xx shape; the error handler turns a 415 into the contract's error body. */
function notJson(): Error & { statusCode: number } {
  return Object.assign(new Error('Send the request body as JSON'), { statusCode: 415 });
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A state-changing request to an API route (one that declares an access rule) with a body must say `application/json`. A cross-site HTML form can only
 * send urlencoded, multipart or text/plain bodies, and it can send them without the CORS preflight that a
 * JSON body needs; refusing every other type means such a form cannot act with a victim's cookie even
 * where the Origin check has nothing to go on. Bodiless POSTs (RepostTopup takes only a query) stay as
 * they are, and a JSON body they do not need is still accepted.
 */
export function registerJsonBodies(app: AppInstance): void {
  // Fastify parses text/plain by default; no route of ours reads it, and a form can send it.
  app.removeContentTypeParser('text/plain');
  // The check runs before any parser is chosen, so that a parser added later for another path (the sandbox's
  // form pages add one in their own scope) can never open the API to forms.
  app.addHook('onRequest', async (request) => {
    // The matched route's rule, not the URL's text: every spelling of an API path is checked alike.
    if (!STATE_CHANGING.has(request.method) || !declaredAccess(request)) return;
    if (!hasBody(request.headers)) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') throw notJson();
  });
}
