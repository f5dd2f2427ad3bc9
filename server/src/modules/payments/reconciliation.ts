import type { PeriodicJob } from '../periodic/runner.ts';
import { GatewayError } from './gateway.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { settleCardPayment, type PaymentDeps } from './settle.ts';
import {
  claimDueCardRequests,
  claimEndedCardRequests,
  providerActor,
  type CardRequest,
} from './topup-link.ts';

/**
 * Reconciliation: re-reads the payment of every card request still Pending a few minutes after it was
 * made, and posts it, holds it, cancels it (declined, or cancelled by the payer) or expires it (settle.ts
 * decides). It catches what webhooks and return pages missed: a lost webhook, a customer who closed the
 * tab, a provider that timed out. Less often, for two days, it also reads again the card requests that
 * ended Cancelled or Expired without a payment: a provider that took the money late and whose webhook was
 * lost is found that way, and its payment queued to be returned.
 *
 * The periodic runner lets one process at a time run it; and were two to run it at once, each run claims
 * its requests in payment_checks (one atomic upsert per batch), so two processes do not read the same
 * request in the same interval; and posting itself is exactly-once in the topups module, so even a double
 * read could not credit twice.
 */
export interface ReconcileOptions {
  /** Requests younger than this are left to the webhook and the return page. */
  minAgeMinutes: number;
  /** A checkout unpaid this long after creation has expired at the provider. */
  checkoutLifetimeMinutes: number;
  /** A request looked at is not looked at again before this. */
  recheckSeconds: number;
  batchSize: number;
  /** Requests that ended Cancelled or Expired are read again this long after they ended ... */
  endedWithinHours: number;
  /** ... each at most this often. */
  endedRecheckSeconds: number;
}

export const DEFAULT_RECONCILE_OPTIONS: ReconcileOptions = {
  minAgeMinutes: 5,
  checkoutLifetimeMinutes: 60,
  recheckSeconds: 60,
  batchSize: 50,
  endedWithinHours: 48,
  endedRecheckSeconds: 30 * 60,
};

export interface ReconcileSummary {
  checked: number;
  posted: number;
  held: number;
  expired: number;
  /** Pending requests whose checkout was declined or cancelled by the payer. */
  cancelled: number;
  /** Payments found for requests that ended unpaid, queued to be returned. */
  queued: number;
  failed: number;
}

export async function reconcileCardPayments(
  deps: PaymentDeps,
  options: ReconcileOptions = DEFAULT_RECONCILE_OPTIONS,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    posted: 0,
    held: 0,
    expired: 0,
    cancelled: 0,
    queued: 0,
    failed: 0,
  };
  const due = await claimDueCardRequests(deps.db, {
    minAgeMinutes: options.minAgeMinutes,
    recheckSeconds: options.recheckSeconds,
    limit: options.batchSize,
  });
  for (const request of due) {
    await reconcileOne(deps, request, summary, {
      checkoutLifetimeElapsed: request.ageMinutes >= options.checkoutLifetimeMinutes,
    });
  }
  const ended = await claimEndedCardRequests(deps.db, {
    withinHours: options.endedWithinHours,
    recheckSeconds: options.endedRecheckSeconds,
    limit: options.batchSize,
  });
  for (const request of ended) await reconcileOne(deps, request, summary, null);
  return summary;
}

/** Settles one request; `expiry` is null for an ended request, which only a late payment changes. */
async function reconcileOne(
  deps: PaymentDeps,
  request: CardRequest,
  summary: ReconcileSummary,
  expiry: { checkoutLifetimeElapsed: boolean } | null,
): Promise<void> {
  summary.checked += 1;
  try {
    const result = await settleCardPayment(deps, request, 'reconcile', {
      actor: providerActor(deps.gateway.name),
      ...(expiry ? { expireIfUnpaid: expiry } : {}),
    });
    if (result.action !== 'none') summary[result.action] += 1;
    // An ended request read again without news is not worth a line in its details panel every half hour.
    if (expiry === null && result.action === 'none') return;
    await recordPaymentEvent(deps.db, {
      referenceNumber: request.referenceNumber,
      gateway: deps.gateway.name,
      kind: 'reconcile',
      outcome: result.action,
      detail: result.payment ? `provider says ${result.payment.status}` : 'provider has no payment',
    });
  } catch (error) {
    summary.failed += 1;
    // A gateway failure is already recorded by the gateway wrapper; the next run tries again.
    if (!(error instanceof GatewayError)) {
      deps.log.error({ err: error, reference: request.referenceNumber }, 'reconciliation failed');
    }
  }
}

export const RECONCILIATION_JOB = 'card-reconciliation';

/**
 * Reconciliation as a job of the app's periodic runner (modules/periodic), every `intervalSeconds`: a run
 * still going when the next is due is not doubled, one process at a time runs it, and a failed run is
 * logged and the next one tries again.
 */
export function reconciliationJob(
  deps: PaymentDeps,
  intervalSeconds: number,
  options: ReconcileOptions = DEFAULT_RECONCILE_OPTIONS,
): PeriodicJob {
  return {
    name: RECONCILIATION_JOB,
    intervalSeconds,
    // As before the runner: the first run one interval after start-up, the webhooks' and return pages' turn.
    firstRunDelayMs: intervalSeconds * 1000,
    async run() {
      const summary = await reconcileCardPayments(deps, options);
      if (summary.checked > 0) deps.log.info({ summary }, 'card payment reconciliation');
    },
  };
}
