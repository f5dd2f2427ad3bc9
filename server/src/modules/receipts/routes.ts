import type { FastifyRequest } from 'fastify';
import { receiptEndpoints as endpoints } from '../../../../core/api/receipts.ts';
import { isCancelReason } from '../../../../core/cancel-reasons.ts';
import type { AppInstance } from '../../app-instance.ts';
import { invalid } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { limitMisses } from '../rate-limits/limit-misses.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import '../topups/card-cancel-port.ts';
import '../topups/card-checkout-port.ts';
import { customerActor } from '../topups/service.ts';
import { cancelByReceipt } from './cancel-by-receipt.ts';
import { payNow } from './pay-now.ts';
import { readReceipt } from './read-receipt.ts';
import type { ReceiptViewer } from './receipt-request.ts';

/**
 * Twenty receipt links that open nothing per address in 10 minutes, then 429: the same allowance as the
 * reference search. Only misses count, so opening one's own receipt is never slowed: the read counts them
 * in its look-up's statement and writes nothing on a hit (decision 0036); Cancel and Pay now, which write
 * anyway, take an attempt first and hand it back on a hit (limit-misses.ts).
 */
const RECEIPT_MISSES: RateLimit = { limit: 20, windowSeconds: 10 * 60 };

function missesKey(request: FastifyRequest): string {
  return `receipt:${request.ip}`;
}

/** Only a password login proves who someone is (a QR-code session is whoever holds the code). */
function passwordCustomer(request: FastifyRequest) {
  const session = request.portalSession;
  return session?.via === 'password' ? session.customer : null;
}

function receiptViewer(request: FastifyRequest): ReceiptViewer {
  return { passwordCustomerId: passwordCustomer(request)?.id ?? null };
}

export function registerReceiptRoutes(app: AppInstance): void {
  // A read: one statement finds the request and, only when it finds none, counts the miss (decision 0036).
  registerEndpoint(app, endpoints.get, async (request) =>
    readReceipt(app.db, request.params.token, receiptViewer(request), {
      key: missesKey(request),
      limit: RECEIPT_MISSES,
    }),
  );

  registerEndpoint(app, endpoints.cancel, async (request) => {
    const { reason, remarks } = request.body;
    // The body's schema has checked it already; this narrows its type.
    if (!isCancelReason(reason)) throw invalid('Please choose a reason for cancelling');
    return limitMisses(app.db, missesKey(request), RECEIPT_MISSES, () =>
      cancelByReceipt(app.db, {
        token: request.params.token,
        reason,
        remarks,
        actor: customerActor(request.portalSession?.customer ?? null),
        viewer: receiptViewer(request),
        cardPayments: app.cardCancel,
      }),
    );
  });

  registerEndpoint(app, endpoints.payNow, async (request) =>
    limitMisses(app.db, missesKey(request), RECEIPT_MISSES, () =>
      payNow(app.db, {
        token: request.params.token,
        customer: passwordCustomer(request),
        checkout: app.cardCheckout,
      }),
    ),
  );
}
