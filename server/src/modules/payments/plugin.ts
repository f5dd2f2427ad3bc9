import type { AppInstance } from '../../app.ts';
import { createGateway } from './create-gateway.ts';
import { startReconciliation } from './reconciliation.ts';
import { recordedGateway } from './recorded-gateway.ts';
import { registerPaymentRoutes } from './routes.ts';
import { registerSandboxRoutes } from './sandbox/sandbox-routes.ts';
import type { PaymentDeps } from './settle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway (every call recorded) with the database and log it works with. */
    payments: PaymentDeps;
  }
}

/**
 * Card payments: the gateway PAYMENT_GATEWAY chooses, the API routes, the sandbox provider's pages (only
 * when the sandbox is the gateway), and reconciliation every PAYMENT_RECONCILE_SECONDS from ready until
 * close (0 = off, as in tests, which run it directly).
 */
export function registerPayments(app: AppInstance): void {
  const gateway = recordedGateway(createGateway(app.appConfig, app.db), app.db, app.log);
  app.decorate('payments', { db: app.db, gateway, log: app.log });
  registerPaymentRoutes(app);
  if (gateway.name === 'sandbox') registerSandboxRoutes(app);

  const intervalSeconds = app.appConfig.paymentReconcileSeconds;
  if (intervalSeconds <= 0) return;
  let job: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    job = startReconciliation(app.payments, intervalSeconds);
  });
  // preClose runs before every onClose hook, so a run in progress ends while the database is still open.
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
