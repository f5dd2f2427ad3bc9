import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.ts';
import type { Actor } from './service.ts';
import '../../request-session.ts';

/** The acting back-office user, from the session (never from the body: API.md "Deliberate departures"). */
export function backOfficeActor(request: FastifyRequest): Actor {
  const session = request.backOfficeSession;
  if (!session) throw forbidden();
  return { id: session.customer.id, name: `${session.customer.firstname} ${session.customer.lastname}` };
}
