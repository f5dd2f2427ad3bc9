import { fullNameOf } from '../../../../core/names.ts';
import type { SessionCustomer } from '../../request-session.ts';

/** Who changed a top-up request, as its status history records it. */
export type TopupActor =
  | { kind: 'customer'; id: number | null; name: string }
  | { kind: 'backoffice'; id: number; name: string }
  | { kind: 'system' }
  | { kind: 'provider'; name?: string };

export const SYSTEM_ACTOR: TopupActor = { kind: 'system' };

/** The customer of a portal session, or an anonymous customer (the cancel screen needs no login). */
export function customerActor(customer: SessionCustomer | null): TopupActor {
  return customer
    ? { kind: 'customer', id: customer.id, name: fullNameOf(customer.firstname, customer.lastname) }
    : { kind: 'customer', id: null, name: 'customer' };
}

export function actorColumns(actor: TopupActor): {
  actorKind: TopupActor['kind'];
  actorId: number | null;
  actorName: string;
} {
  switch (actor.kind) {
    case 'customer':
    case 'backoffice':
      return { actorKind: actor.kind, actorId: actor.id, actorName: actor.name };
    case 'system':
      return { actorKind: 'system', actorId: null, actorName: 'system' };
    case 'provider':
      return { actorKind: 'provider', actorId: null, actorName: actor.name ?? 'payment provider' };
  }
}
