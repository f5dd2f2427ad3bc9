import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { AppError, conflict, invalid } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Longer than any request may run (the slowest waits on a payment provider for PAYMENT_TIMEOUT_MS, 10 s). */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

interface Claim {
  scope: string;
  key: string;
  /** Which attempt holds the claim: only it may store the answer (a takeover fences off the one before). */
  attempt: number;
  /** True when this request took over a claim whose lease had passed: an earlier try may have committed. */
  takenOver: boolean;
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

/**
 * What makes two requests the same request besides method and route: the body, the query, and the path's
 * parameters (the route pattern alone would let a key used for /PaymentMethods/101 answer for /102).
 */
function hashBody(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        body: request.body ?? null,
        query: request.query ?? null,
        params: request.params ?? null,
      }),
    )
    .digest('hex');
}

/**
 * The request's Idempotency-Key as a creation stores it (a SHA-256 of the caller's scope and key, the same
 * as topups/retried-create.ts hashIdempotencyKey): null without a key. A creation keeps it on the row it
 * saves, under a unique index, so that running the request again after a takeover finds that row instead
 * of saving a second one.
 */
export function idempotencyKeyHashOf(request: FastifyRequest): string | null {
  const claim = request.idempotencyClaim;
  return claim ? createHash('sha256').update(`${claim.scope}\n${claim.key}`).digest('hex') : null;
}

export interface ClaimRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; attempt: number; takenOver: boolean }
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'replay'; statusCode: number; responseType: string | null; responseBody: string | null }
  | { kind: 'other-request' }
  | { kind: 'gone' };

interface EarlierRow extends Record<string, unknown> {
  method: string;
  path: string;
  body_hash: string;
  status_code: number | null;
  response_type: string | null;
  response_body: string | null;
  lease_left: number;
}

/**
 * Claims a key for a request, each step one atomic statement: a new key is claimed with a lease of
 * `leaseSeconds`; a key whose answer is stored is replayed; a key still claimed by a request that has not
 * answered is busy until its lease passes, and then the first retry to ask takes it over (the UPDATE's
 * condition on claimed_until lets one retry win, however many processes ask at once) and runs the work
 * again. The same key for another method, path or body is never any of these.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: ClaimRequest,
  leaseSeconds: number = IDEMPOTENCY_LEASE_SECONDS,
): Promise<ClaimOutcome> {
  const { scope, key } = request;
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...request, claimedUntil: lease })
    .onConflictDoNothing()
    .returning({ attempt: idempotencyKeys.attempt });
  if (claimed[0]) return { kind: 'claimed', attempt: claimed[0].attempt, takenOver: false };
  const [earlier] = rowsOf<EarlierRow>(
    await db.execute(sql`
      select method, path, body_hash, status_code, response_type, response_body,
        greatest(1, ceil(extract(epoch from claimed_until - now())))::int as lease_left
      from idempotency_keys where scope = ${scope} and key = ${key}`),
  );
  if (!earlier) return { kind: 'gone' };
  if (
    earlier.method !== request.method ||
    earlier.path !== request.path ||
    earlier.body_hash !== request.bodyHash
  ) {
    return { kind: 'other-request' };
  }
  if (earlier.status_code !== null) {
    return {
      kind: 'replay',
      statusCode: earlier.status_code,
      responseType: earlier.response_type,
      responseBody: earlier.response_body,
    };
  }
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ claimedUntil: lease, attempt: sql`${idempotencyKeys.attempt} + 1` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
        sql`${idempotencyKeys.claimedUntil} < now()`,
      ),
    )
    .returning({ attempt: idempotencyKeys.attempt });
  if (taken) return { kind: 'claimed', attempt: taken.attempt, takenOver: true };
  // Another retry took it over a moment ago, or the first try answered meanwhile: the caller asks again.
  return { kind: 'busy', retryAfterSeconds: earlier.lease_left };
}

/**
 * Stores the answer of the attempt that holds the claim, or (answer null: a 5xx, or a body that is not
 * text) lets the key go, so that a retry runs. An attempt that lost its claim to a takeover stores nothing.
 */
export async function finishIdempotencyClaim(
  db: Database,
  claim: Pick<Claim, 'scope' | 'key' | 'attempt'>,
  answer: { statusCode: number; responseBody: string; responseType: string } | null,
): Promise<void> {
  const where = and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.attempt, claim.attempt),
    isNull(idempotencyKeys.statusCode),
  );
  if (answer === null) await db.delete(idempotencyKeys).where(where);
  else await db.update(idempotencyKeys).set(answer).where(where);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Idempotency-Key on a state-changing call: the first call with a key runs and its answer is kept; a retry
 * with the same key and body gets that answer again and nothing runs twice; the same key with another
 * body is refused (409). A retry while the first call still holds its lease is refused too (409 with
 * Retry-After); once the lease has passed without an answer (the process died mid-request), the retry
 * takes the claim over and runs the work again: creations find the row their first try saved
 * (idempotencyKeyHashOf), and state changes only move from the state they expect. Answers of 5xx are not
 * kept, so that a retry after a failure on our side can run.
 */
export function registerIdempotency(app: AppInstance): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw invalid('Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
    const scope = scopeOf(request);
    const outcome = await claimIdempotencyKey(app.db, {
      scope,
      key,
      method: request.method,
      path: request.routeOptions.url ?? request.url,
      bodyHash: hashBody(request),
    });
    switch (outcome.kind) {
      case 'claimed':
        if (outcome.takenOver) {
          request.log.warn({ attempt: outcome.attempt }, 'idempotency key taken over after its lease passed');
        }
        request.idempotencyClaim = { scope, key, attempt: outcome.attempt, takenOver: outcome.takenOver };
        return;
      case 'gone':
        throw conflict('This Idempotency-Key is being reused; try again');
      case 'other-request':
        throw conflict('This Idempotency-Key was already used for a different request');
      case 'busy':
        throw new AppError(
          'conflict',
          'A request with this Idempotency-Key is still being processed',
          outcome.retryAfterSeconds,
        );
      case 'replay':
        return reply
          .code(outcome.statusCode)
          .header('idempotent-replayed', 'true')
          .type(outcome.responseType ?? 'application/json; charset=utf-8')
          .send(outcome.responseBody ?? '');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const kept = reply.statusCode < 500 && typeof payload === 'string';
    await finishIdempotencyClaim(
      app.db,
      claim,
      kept
        ? {
            statusCode: reply.statusCode,
            responseBody: payload,
            responseType: String(reply.getHeader('content-type') ?? ''),
          }
        : null,
    );
    return payload;
  });
}
