import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../../../app-instance.ts';
import { centavosToDecimalText } from '../../../../../core/money.ts';
import { PAYMENT_STATUS } from '../gateway.ts';
import { completeSandboxCheckout, findSandboxCheckout, type SandboxCheckout } from './sandbox-gateway.ts';
import { isWalletOwnerOfOthersCheckout } from './checkout-viewer.ts';
import { renderCheckoutPage, renderNotFoundPage, renderVoidedPage } from './sandbox-page.ts';

/**
 * The sandbox provider's pages. Like a hosted provider, it records the buyer's choice, calls our webhook
 * and sends the browser to the return page. How the webhook arrives is chosen per checkout visit with
 * `?webhook=`: `now` (default, before the redirect), `late` (after `delayMs`, default 2 s), `twice` (two
 * at the same moment) or `none` (lost), so that tests and demos can play every delivery a real provider
 * may give.
 *
 * A checkout whose request was cancelled is voided (sandbox-gateway.ts voidCheckout): its page says so and
 * its pay action refuses (409). `?late=1` plays a provider that takes the money all the same, one whose
 * void was lost or that took the payment at the very moment it was voided: the page offers Pay again and
 * the pay goes through, so that tests and demos can show such a payment landing in the payments-to-return
 * queue. Only the sandbox has this flag; it never runs beside Maya (plugin.ts registers these pages only
 * when the sandbox is the gateway).
 */
const WEBHOOK_MODES = ['now', 'late', 'twice', 'none'] as const;
type WebhookMode = (typeof WEBHOOK_MODES)[number];

const deliveryQuery = z.object({
  webhook: z.enum(WEBHOOK_MODES).default('now'),
  delayMs: z.coerce.number().int().min(0).max(30_000).default(2_000),
  late: z
    .enum(['0', '1'])
    .default('0')
    .transform((flag) => flag === '1'),
});
type Delivery = z.infer<typeof deliveryQuery>;

const checkoutParams = z.object({ id: z.string().min(1).max(64) });
const actionParams = checkoutParams.extend({ action: z.enum(['pay', 'decline', 'cancel']) });

/** The body Maya posts to a webhook: the payment as its payment API shows it. */
function webhookBody(checkout: SandboxCheckout) {
  const now = new Date().toISOString();
  return {
    id: checkout.id,
    isPaid: checkout.status === PAYMENT_STATUS.success,
    status: checkout.status,
    amount: centavosToDecimalText(checkout.amountCentavos),
    currency: checkout.currency,
    requestReferenceNumber: checkout.referenceNumber,
    paymentScheme: 'sandbox-card',
    createdAt: now,
    updatedAt: now,
  };
}

function redirectFor(checkout: SandboxCheckout): string {
  if (checkout.status === PAYMENT_STATUS.success) return checkout.redirectUrls.success;
  if (checkout.status === PAYMENT_STATUS.cancelled) return checkout.redirectUrls.cancel;
  return checkout.redirectUrls.failure;
}

function deliveryQueryString(delivery: Delivery): string {
  const params = new URLSearchParams();
  if (delivery.webhook !== 'now') params.set('webhook', delivery.webhook);
  if (delivery.webhook === 'late') params.set('delayMs', String(delivery.delayMs));
  if (delivery.late) params.set('late', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function registerSandboxRoutes(app: AppInstance): void {
  const pendingDeliveries = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of pendingDeliveries) clearTimeout(timer);
    pendingDeliveries.clear();
  });

  async function deliver(checkout: SandboxCheckout): Promise<void> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      payload: webhookBody(checkout),
    });
    if (response.statusCode !== 200) {
      app.log.warn(
        { reference: checkout.referenceNumber, status: response.statusCode },
        'sandbox webhook refused',
      );
    }
  }

  async function deliverAsChosen(
    checkout: SandboxCheckout,
    mode: WebhookMode,
    delayMs: number,
  ): Promise<void> {
    if (mode === 'none') return;
    if (mode === 'now') return deliver(checkout);
    if (mode === 'twice') {
      await Promise.all([deliver(checkout), deliver(checkout)]);
      return;
    }
    const timer = setTimeout(() => {
      pendingDeliveries.delete(timer);
      deliver(checkout).catch((error: unknown) =>
        app.log.error({ err: error }, 'sandbox late webhook failed'),
      );
    }, delayMs);
    pendingDeliveries.add(timer);
  }

  // HTML forms post application/x-www-form-urlencoded; these routes read nothing from the body, and the
  // parser is added only inside this plugin so that the API keeps answering 415 to anything but JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/sandbox/checkout/:id',
      { schema: { hide: true, params: checkoutParams, querystring: deliveryQuery } },
      async (request, reply) => {
        const checkout = await findSandboxCheckout(app.db, request.params.id);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!checkout || (await isWalletOwnerOfOthersCheckout(app.db, request, checkout.referenceNumber))) {
          return reply.code(404).send(renderNotFoundPage());
        }
        return reply.send(
          renderCheckoutPage(checkout, deliveryQueryString(request.query), { late: request.query.late }),
        );
      },
    );

    routes.post(
      '/sandbox/checkout/:id/:action',
      { schema: { hide: true, params: actionParams, querystring: deliveryQuery } },
      async (request, reply) => {
        const found = await findSandboxCheckout(app.db, request.params.id);
        if (found && (await isWalletOwnerOfOthersCheckout(app.db, request, found.referenceNumber))) {
          return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
        }
        const result = await completeSandboxCheckout(app.db, request.params.id, request.params.action, {
          late: request.query.late,
        });
        if (!result) {
          return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
        }
        if (result.checkout.status === PAYMENT_STATUS.voided) {
          return reply.code(409).type('text/html; charset=utf-8').send(renderVoidedPage(result.checkout));
        }
        if (result.decided)
          await deliverAsChosen(result.checkout, request.query.webhook, request.query.delayMs);
        return reply.redirect(redirectFor(result.checkout), 303);
      },
    );
  });
}
