import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { EndpointContract } from '../../../core/api/endpoint.ts';
import type { AppInstance } from '../app-instance.ts';
import { PrebuiltJson, runJsonRead, type JsonRead } from '../db/json-reads.ts';
import { enforceDeferredAccess, sessionTouches } from '../plugins/access.ts';
import {
  findSession,
  findSessionWithReads,
  LIVE_SESSION_CALLER,
  sessionCallerOf,
  type SessionCaller,
} from '../modules/sessions/service.ts';
import { registerEndpoint, type EndpointHandler } from './register-endpoint.ts';

type RequestOf<E extends EndpointContract> = Parameters<EndpointHandler<E>>[0];

/**
 * Registers a back-office read whose session is read in the statement of its answer (decision 0037): one
 * database round trip instead of two (the session, then the read). The access hook leaves such a request's
 * back-office cookie to the handler (plugins/access.ts, defersSessionToRead); the handler sends one
 * statement with the session and the reads, then enforces the route's rule on the session it found before
 * it answers: a caller without the right session gets the same 401 or 403 as on any route, and nothing
 * of what was read. A malformed input is answered 400 only to a caller the rule lets through, as elsewhere.
 * Only for reads: a statement that changes something must not run before the caller is known. An answer
 * the database built as JSON text (PrebuiltJson, decision 0039) is sent as it is.
 *
 * A read that depends on who calls (the inbox: what waits for this person) filters by `caller`, SQL for
 * the caller's id and role: the session row's own columns when the session is read in the same statement,
 * the known session's values otherwise (a request that took the usual way). Either way the rule of the
 * route is enforced on the session as for every other read; `caller` only narrows what is read.
 */
export function registerSessionRead<const E extends EndpointContract, Key extends string, Answer>(
  app: AppInstance,
  endpoint: E,
  read: (request: RequestOf<E>, caller: SessionCaller) => JsonRead<Key, Answer>,
): void {
  const handler = async (request: RequestOf<E>, reply: FastifyReply) => {
    const answer = await answerOf(request);
    if (!(answer instanceof PrebuiltJson)) return answer;
    // The database's JSON text, sent as it is: Fastify passes a string with a JSON type by its serializer.
    void reply.type('application/json; charset=utf-8');
    return answer.text;
  };
  const answerOf = async (request: RequestOf<E>) => {
    const token = request.deferredBackOfficeToken;
    const touch = sessionTouches(request);
    let built: JsonRead<Key, Answer> | undefined;
    let refusal: unknown = request.validationError;
    if (!refusal) {
      try {
        built = read(request, callerOf(request as FastifyRequest));
      } catch (error) {
        refusal = error; // An input the contract lets through but the read refuses (invalid).
      }
    }
    if (refusal || !built) {
      if (token) enforceDeferredAccess(request, await findSession(app.db, 'backoffice', token, { touch }));
      throw refusal;
    }
    const { reads, answer } = built;
    // Without a deferred cookie the access hook has checked the caller already (or refused it).
    if (!token) return runJsonRead(app.db, { reads, answer });
    const found = await findSessionWithReads(app.db, 'backoffice', token, reads, { touch });
    enforceDeferredAccess(request as FastifyRequest, found?.session ?? null);
    if (!found) throw new Error('unreachable: no session passed the access rule');
    return answer(found.reads);
  };
  registerEndpoint(app, endpoint, handler as unknown as EndpointHandler<E>, { sessionInRead: true });
}

/** The caller as SQL: the session row of the statement when it reads the session, else the known session. */
function callerOf(request: FastifyRequest): SessionCaller {
  if (request.deferredBackOfficeToken) return LIVE_SESSION_CALLER;
  const session = request.backOfficeSession;
  // Without a back-office session the route's rule has refused the request already (a back-office rule),
  // or the read does not look at its caller: nobody's items.
  return session ? sessionCallerOf(session.customer.id, session.role) : NOBODY;
}

const NOBODY: SessionCaller = { id: sql`0::int`, role: sql`null::text` };
