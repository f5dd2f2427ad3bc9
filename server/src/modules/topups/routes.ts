import type { FastifyRequest } from 'fastify';
import { SUGGESTED_TOPUP_AMOUNTS, topupEndpoints as endpoints } from '../../../../core/api/topups.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { AppInstance } from '../../app-instance.ts';
import { unauthenticated } from '../../errors.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { limitMisses } from '../rate-limits/limit-misses.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { topupCreator, topupViewer } from './caller.ts';
import { buildCreateTopupAnswer } from './create-answer.ts';
import { payerAllowance, walletAllowance } from './create-limits.ts';
import {
  cancelTopup,
  createTopupRequest,
  customerActor,
  listCustomerTopups,
  searchTopup,
} from './service.ts';

/** Twenty wrong references or supporting references per address in 10 minutes, then 429. */
const SEARCH_MISSES: RateLimit = { limit: 20, windowSeconds: 10 * 60 };

/**
 * The customer of a portal session started by a password login. A QR-code session only lets its holder
 * top up that customer's wallet; it does not show the wallet's balance or history.
 */
function loggedInCustomerId(request: FastifyRequest): number {
  const session = request.portalSession;
  if (!session || session.via !== 'password') throw unauthenticated();
  return session.customer.id;
}

export function registerTopupRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.amounts, async () => [...SUGGESTED_TOPUP_AMOUNTS]);

  registerEndpoint(app, endpoints.create, async (request) => {
    const session = request.portalSession;
    const attempt = {
      loggedInCustomerId: session?.via === 'password' ? session.customer.id : null,
      address: request.ip,
      recipientId: request.body.ewalletAccountId,
    };
    const claim = request.idempotencyClaim;
    const created = await createTopupRequest(app.db, {
      ...request.body,
      ...(await topupCreator(app.db, request)),
      payerAllowance: payerAllowance(app.appConfig.createLimits, attempt),
      walletAllowance: walletAllowance(app.appConfig.createLimits, attempt),
      // Handed on so that a retry whose first answer was a 5xx (not kept) finds the request it saved.
      idempotencyKey: claim ? `${claim.scope}\n${claim.key}` : null,
    });
    return buildCreateTopupAnswer(app, created);
  });

  registerEndpoint(app, endpoints.search, async (request) =>
    limitMisses(app.db, `topup-search:${request.ip}`, SEARCH_MISSES, () =>
      searchTopup(app.db, request.body, topupViewer(request)),
    ),
  );

  registerEndpoint(app, endpoints.cancel, async (request) =>
    limitMisses(app.db, `topup-search:${request.ip}`, SEARCH_MISSES, () =>
      cancelTopup(app.db, {
        ...request.body,
        actor: customerActor(request.portalSession?.customer ?? null),
        viewer: topupViewer(request),
        cardPayments: app.cardCancel,
      }),
    ),
  );

  registerEndpoint(app, endpoints.myTopups, async (request) =>
    listCustomerTopups(app.db, loggedInCustomerId(request)),
  );

  registerEndpoint(app, endpoints.myBalance, async (request) => ({
    balance: centavosToPesos(await getWalletBalance(app.db, loggedInCustomerId(request))),
  }));
}
