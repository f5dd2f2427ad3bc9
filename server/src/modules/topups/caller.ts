import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CreateTopupInput } from './create-topup.ts';
import { grantedRecipients } from './recipient-grants.ts';
import type { TopupViewer } from './shown-name.ts';

/**
 * Who calls a public top-up route, read from the request once here so that the services see plain data.
 * Only a password login proves who someone is: a QR-code session is whoever holds the code.
 */
export function topupViewer(request: FastifyRequest): TopupViewer {
  const session = request.portalSession;
  return {
    staff: request.backOfficeSession !== null,
    customerId: session?.via === 'password' ? session.customer.id : null,
  };
}

/** The create's caller: their session, who pays (the card buyer) and whom they looked up. */
export async function topupCreator(
  db: Database,
  request: FastifyRequest,
): Promise<Pick<CreateTopupInput, 'sessionCustomer' | 'payer' | 'grantedAccountIds'>> {
  const session = request.portalSession;
  return {
    sessionCustomer: session?.customer ?? null,
    payer: session?.via === 'password' ? session.customer : null,
    grantedAccountIds: await grantedRecipients(db, request),
  };
}
