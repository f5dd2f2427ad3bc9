import { invalid } from '../../errors.ts';
import type { Actor } from './service.ts';

export const ACTOR_MISMATCH_MESSAGE = 'The acting user in the request is not the signed-in user';

/**
 * The original client sent the acting user in the body (initiatedById, InitiatedBy: {id, name}). The server
 * takes the actor from the session; a body that names someone else is refused rather than silently ignored,
 * so that a client bug or a forged body shows up (API.md "Deliberate departures").
 */
export function assertClaimedActor(actor: Actor, claimedId: number | null | undefined): void {
  if (claimedId === undefined || claimedId === null || claimedId === 0) return;
  if (claimedId !== actor.id) throw invalid(ACTOR_MISMATCH_MESSAGE);
}
