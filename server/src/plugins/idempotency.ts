import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { conflict, invalid } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** Keys are per caller: the session when there is one, else the address. */
function scopeOf(request: FastifyRequest): string {
  const session = request.backOfficeSession ?? request.portalSession;
  return session ? `session:${session.sessionId}` : `address:${request.ip}`;
}

function hashBody(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ body: request.body ?? null, query: request.query ?? null }))
    .digest('hex');
}

/**
 * Idempotency-Key on a state-changing call: the first call with a key runs and its answer is kept; a retry
 * with the same key and body gets that answer again and nothing runs twice; the same key with another
 * body is refused (409), and so is a retry while the first call is still running. Answers of 5xx are not
 * kept, so that a retry after a failure on our side can run.
 */
export function registerIdempotency(app: AppInstance): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key))
      throw invalid('Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
    const scope = scopeOf(request);
    const path = request.routeOptions.url ?? request.url;
    const bodyHash = hashBody(request);
    const claimed = await app.db
      .insert(idempotencyKeys)
      .values({ scope, key, method: request.method, path, bodyHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = { scope, key };
      return;
    }
    const [earlier] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!earlier) throw conflict('This Idempotency-Key is being reused; try again');
    if (earlier.method !== request.method || earlier.path !== path || earlier.bodyHash !== bodyHash) {
      throw conflict('This Idempotency-Key was already used for a different request');
    }
    if (earlier.statusCode === null)
      throw conflict('A request with this Idempotency-Key is still being processed');
    return reply
      .code(earlier.statusCode)
      .header('idempotent-replayed', 'true')
      .type(earlier.responseType ?? 'application/json; charset=utf-8')
      .send(earlier.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.key, claim.key),
      isNull(idempotencyKeys.statusCode),
    );
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await app.db.delete(idempotencyKeys).where(where);
    } else {
      await app.db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: payload,
          responseType: String(reply.getHeader('content-type') ?? ''),
        })
        .where(where);
    }
    return payload;
  });
}

/** Forgets keys older than a day; run periodically. */
export async function deleteOldIdempotencyKeys(app: AppInstance): Promise<void> {
  await app.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '1 day'`);
}
