import type { FastifyRequest } from 'fastify';
import { backOfficeActor } from '../audit/actor.ts';
import { forbidden } from '../../errors.ts';

/** The signed-in back-office user who saves, approves or rejects a transmittal. */
export interface TransmittalActor {
  id: number;
  name: string;
}

export function transmittalActor(request: FastifyRequest): TransmittalActor {
  const actor = backOfficeActor(request);
  if (actor.id === null) throw forbidden();
  return { id: actor.id, name: actor.name };
}
