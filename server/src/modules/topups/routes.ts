import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SUGGESTED_TOPUP_AMOUNTS,
  balanceAnswer,
  cancelTopupBody,
  createTopupAnswer,
  createTopupBody,
  listedTopupSchema,
  searchTopupBody,
} from '../../../../core/api/topups.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { AppInstance } from '../../app.ts';
import { unauthenticated } from '../../errors.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { limitMisses } from '../rate-limits/limit-misses.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { topupCreator, topupViewer } from './caller.ts';
import { buildCreateTopupAnswer } from './create-answer.ts';
import { takePayerAllowance, walletAllowance } from './create-limits.ts';
import {
  cancelTopup,
  createTopupRequest,
  customerActor,
  listCustomerTopups,
  searchTopup,
} from './service.ts';

const TAG = 'Customer portal';

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
  app.get(
    '/api/TopupRequests/Amounts',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: [TAG],
        summary: 'Suggested top-up amounts in pesos',
        response: { 200: z.array(z.number()) },
      },
    },
    async () => [...SUGGESTED_TOPUP_AMOUNTS],
  );

  app.post(
    '/api/TopupRequests',
    {
      config: { access: 'PUBLIC', maintenance: 'closed' },
      schema: {
        tags: [TAG],
        summary: 'Request a top-up (option 1 needs a portal session of the account owner)',
        body: createTopupBody,
        response: { 200: createTopupAnswer },
      },
    },
    async (request) => {
      const session = request.portalSession;
      const attempt = {
        loggedInCustomerId: session?.via === 'password' ? session.customer.id : null,
        address: request.ip,
        recipientId: request.body.ewalletAccountId,
      };
      await takePayerAllowance(app.db, app.appConfig.createLimits, attempt);
      const claim = request.idempotencyClaim;
      const created = await createTopupRequest(app.db, {
        ...request.body,
        ...(await topupCreator(app.db, request)),
        walletAllowance: walletAllowance(app.appConfig.createLimits, attempt),
        // Handed on so that a retry whose first answer was a 5xx (not kept) finds the request it saved.
        idempotencyKey: claim ? `${claim.scope}\n${claim.key}` : null,
      });
      return buildCreateTopupAnswer(app, created);
    },
  );

  app.post(
    '/api/TopupRequests/Search',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: [TAG],
        summary: 'Find a request by its reference and the e-wallet mobile number or the amount',
        body: searchTopupBody,
        response: { 200: listedTopupSchema },
      },
    },
    async (request) =>
      limitMisses(app.db, `topup-search:${request.ip}`, SEARCH_MISSES, () =>
        searchTopup(app.db, request.body, topupViewer(request)),
      ),
  );

  app.post(
    '/api/TopupRequests/Cancel',
    {
      config: { access: 'PUBLIC', maintenance: 'closed' },
      schema: {
        tags: [TAG],
        summary: 'Cancel a Pending or On Hold request',
        body: cancelTopupBody,
        response: { 200: listedTopupSchema },
      },
    },
    async (request) =>
      limitMisses(app.db, `topup-search:${request.ip}`, SEARCH_MISSES, () =>
        cancelTopup(app.db, {
          ...request.body,
          actor: customerActor(request.portalSession?.customer ?? null),
          viewer: topupViewer(request),
          cardPayments: app.cardCancel,
        }),
      ),
  );

  app.get(
    '/api/Customers/Me/TopupRequests',
    {
      config: { access: 'PORTAL' },
      schema: {
        tags: [TAG],
        summary: "The session customer's top-up requests, newest first (the latest 100)",
        response: { 200: z.array(listedTopupSchema) },
      },
    },
    async (request) => listCustomerTopups(app.db, loggedInCustomerId(request)),
  );

  app.get(
    '/api/Customers/Me/Balance',
    {
      config: { access: 'PORTAL' },
      schema: {
        tags: [TAG],
        summary: "The session customer's wallet balance in pesos",
        response: { 200: balanceAnswer },
      },
    },
    async (request) => ({
      balance: centavosToPesos(await getWalletBalance(app.db, loggedInCustomerId(request))),
    }),
  );
}
