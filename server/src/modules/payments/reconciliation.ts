import type { PeriodicJob } from '../periodic/runner.ts';
import { GatewayError } from './gateway.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { settleCardPayment, type PaymentDeps } from './settle.ts';
import { claimDueCardRequests, providerActor } from './topup-link.ts';

/**
 * Reconciliation: re-reads the payment of every card request still Pending a few minutes after it was
 * made, and posts it, holds it, or expires it (settle.ts decides). It catches what webhooks and return
 * pages missed: a lost webhook, a customer who closed the tab, a provider that timed out.
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
}

export const DEFAULT_RECONCILE_OPTIONS: ReconcileOptions = {
  minAgeMinutes: 5,
  checkoutLifetimeMinutes: 60,
  recheckSeconds: 60,
  batchSize: 50,
};

export interface ReconcileSummary {
  checked: number;
  posted: number;
  held: number;
  expired: number;
  failed: number;
}

export async function reconcileCardPayments(
  deps: PaymentDeps,
  options: ReconcileOptions = DEFAULT_RECONCILE_OPTIONS,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, posted: 0, held: 0, expired: 0, failed: 0 };
  const due = await claimDueCardRequests(deps.db, {
    minAgeMinutes: options.minAgeMinutes,
    recheckSeconds: options.recheckSeconds,
    limit: options.batchSize,
  });
  for (const request of due) {
    summary.checked += 1;
    try {
      const result = await settleCardPayment(deps, request, 'reconcile', {
        actor: providerActor(deps.gateway.name),
        expireIfUnpaid: { checkoutLifetimeElapsed: request.ageMinutes >= options.checkoutLifetimeMinutes },
      });
      if (result.action === 'posted') summary.posted += 1;
      if (result.action === 'held') summary.held += 1;
      if (result.action === 'expired') summary.expired += 1;
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
  return summary;
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
