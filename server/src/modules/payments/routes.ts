import { paymentEndpoints as endpoints } from '../../../../core/api/payments.ts';
import type { AppInstance } from '../../app-instance.ts';
import { parsePesoAmount } from '../../../../core/money.ts';
import { invalid, unauthenticated } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listPaymentEvents } from './payment-events.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import { getPaymentStatus } from './get-payment-status.ts';
import { handleWebhook } from './handle-webhook.ts';
import { repostCardTopup } from './repost-card-topup.ts';

export function registerPaymentRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.webhook, async (request) => {
    await handleWebhook(app.payments, {
      referenceNumber: request.body.requestReferenceNumber,
      claimedStatus: request.body.status ?? '',
      address: request.ip,
    });
    return { received: true };
  });

  registerEndpoint(app, endpoints.confirm, async (request) =>
    confirmCardPayment(app.payments, {
      referenceNumber: request.body.referenceNumber,
      address: request.ip,
    }),
  );

  registerEndpoint(app, endpoints.providerStatus, async (request) => {
    const amount = parsePesoAmount(request.query.Amount);
    if (!amount.ok) throw invalid(amount.message);
    return getPaymentStatus(app.payments, {
      referenceNumber: request.query.ReferenceNumber,
      amountCentavos: amount.centavos,
    });
  });

  registerEndpoint(app, endpoints.repost, async (request) => {
    const session = request.backOfficeSession;
    if (!session) throw unauthenticated();
    const name = `${session.customer.firstname} ${session.customer.lastname}`;
    return repostCardTopup(app.payments, {
      requestId: request.query.TopupRequestId,
      actor: { kind: 'backoffice', id: session.customer.id, name },
    });
  });

  registerEndpoint(app, endpoints.events, async (request) =>
    (await listPaymentEvents(app.db, request.query.referenceNumber)).map((event) => ({
      ...event,
      createdAt: event.createdAt.toISOString(),
    })),
  );
}
