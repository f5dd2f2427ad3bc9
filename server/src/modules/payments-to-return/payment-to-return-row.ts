import {
  RETURN_STATUS_NAMES,
  type PaymentToReturn,
  type ReturnStatus,
} from '../../../../core/api/payments-to-return.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { isTopupStatusCode, TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { paymentsToReturn } from '../../db/schema.ts';

export type PaymentToReturnRow = typeof paymentsToReturn.$inferSelect;

/** A queued payment as the API answers it (core/api/payments-to-return.ts): pesos, ISO times, names. */
export function toPaymentToReturn(row: PaymentToReturnRow): PaymentToReturn {
  const status = row.status as ReturnStatus;
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    topupRequestId: row.topupRequestId,
    requestStatusText: isTopupStatusCode(row.requestStatus)
      ? TOPUP_STATUS_NAMES[row.requestStatus]
      : `Status ${row.requestStatus}`,
    amount: centavosToPesos(row.amountCentavos),
    currency: row.currency,
    gateway: row.gateway,
    providerPaymentId: row.providerPaymentId,
    reason: row.reason,
    since: row.foundAt.toISOString(),
    status,
    statusText: RETURN_STATUS_NAMES[status] ?? `Status ${row.status}`,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedByName: row.refundedByName,
    refundReason: row.refundReason,
    providerRefundId: row.providerRefundId,
    lastRefundError: row.lastRefundError,
  };
}
