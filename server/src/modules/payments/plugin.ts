import type { AppInstance } from '../../app-instance.ts';
import type { CardCancelPort } from '../topups/card-cancel-port.ts';
import type { CardCheckoutPort } from '../topups/card-checkout-port.ts';
import { prepareCardCancel } from './cancel-card-payment.ts';
import { createGateway } from './create-gateway.ts';
import { reconciliationJob } from './reconciliation.ts';
import { recordedGateway } from './recorded-gateway.ts';
import { registerPaymentRoutes } from './routes.ts';
import { registerSandboxRoutes } from './sandbox/sandbox-routes.ts';
import { openCardCheckout } from './open-card-checkout.ts';
import type { PaymentDeps } from './settle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway (every call recorded) with the database and log it works with. */
    payments: PaymentDeps;
  }
}

/**
 * Card payments: the gateway PAYMENT_GATEWAY chooses, the API routes, the sandbox provider's pages (only
 * when the sandbox is the gateway), reconciliation every PAYMENT_RECONCILE_SECONDS as a job of the app's
 * periodic runner (0 = off, as in tests, which run it directly), and the card side of a customer's cancel and
 * of creating a card request (the ports the topups module declares). Register after the runner.
 */
export function registerPayments(app: AppInstance): void {
  const gateway = recordedGateway(createGateway(app.appConfig, app.db), app.db, app.log);
  app.decorate('payments', { db: app.db, gateway, log: app.log });
  const cardCancel: CardCancelPort = {
    beforeCancel: (request) =>
      prepareCardCancel(app.payments, { requestId: request.id, cancellableFrom: request.cancellableFrom }),
  };
  app.decorate('cardCancel', cardCancel);
  const cardCheckout: CardCheckoutPort = {
    open: (requestId, options) => openCardCheckout(app.payments, requestId, options),
  };
  app.decorate('cardCheckout', cardCheckout);
  registerPaymentRoutes(app);
  if (gateway.name === 'sandbox') registerSandboxRoutes(app);

  app.periodic.add(reconciliationJob(app.payments, app.appConfig.paymentReconcileSeconds));
}
