import type { FastifyRequest } from 'fastify';
import { walletHistoryEndpoints as endpoints } from '../../../../core/api/wallet-history.ts';
import type { AppInstance } from '../../app-instance.ts';
import { unauthenticated } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { walletHistoryLine } from './line-detail.ts';
import { listWalletHistory } from './list-history.ts';

/**
 * The customer of a portal session started by a password login, as for the balance: a QR-code session
 * only lets its holder top up that customer's wallet, never read its history.
 */
function loggedInCustomerId(request: FastifyRequest): number {
  const session = request.portalSession;
  if (!session || session.via !== 'password') throw unauthenticated();
  return session.customer.id;
}

export function registerWalletHistoryRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.list, async (request) =>
    listWalletHistory(app.db, loggedInCustomerId(request), request.query),
  );

  registerEndpoint(app, endpoints.detail, async (request) =>
    walletHistoryLine(app.db, loggedInCustomerId(request), request.params),
  );
}
