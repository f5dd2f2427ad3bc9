import { GatewayError } from './gateway.ts';
import { gatewayUnavailable } from './payment-unavailable.ts';
import { paymentMatches, type PaymentDeps } from './settle.ts';

/** GetPaymentResponseByReferenceNumberAndAmount: the provider's status, if it is for that amount. */
export async function getPaymentStatus(
  deps: PaymentDeps,
  input: { referenceNumber: string; amountCentavos: number },
): Promise<{ status: string }> {
  try {
    const payment = await deps.gateway.getPayment(input.referenceNumber);
    if (!payment) return { status: 'NOT_FOUND' };
    if (!paymentMatches(payment, input.amountCentavos)) return { status: 'AMOUNT_MISMATCH' };
    return { status: payment.status };
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }
}
