import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';

/** A caller's own X-Request-Id is kept when it matches this; any other is replaced by a new UUID. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the caller's id when it is sane, so that logs can be joined across services. */
export function requestIdOf(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** Every answer names its request, errors included, so that a caller can quote it to support. */
export function registerRequestIdHeader(app: AppInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
