import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import {
  cancelAsCustomer,
  payOnSandbox,
  queueRows,
  requestWithRemarks,
  sandboxStatus,
  statusHistory,
} from '../../../test/card-life-cycle.ts';
import {
  chooseOnSandbox,
  confirmPayment,
  createCardTopup,
  openCardShop,
  repost,
  requestState,
  sendWebhook,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { topupRequests } from '../../db/schema.ts';
import { listPaymentEvents } from './payment-events.ts';
import { DEFAULT_RECONCILE_OPTIONS, reconcileCardPayments } from './reconciliation.ts';

/** Every request is old enough, and read again at once, for these runs. */
const NOW = { ...DEFAULT_RECONCILE_OPTIONS, minAgeMinutes: 0, recheckSeconds: 0, endedRecheckSeconds: 0 };

/**
 * A payment that arrives for a request that can no longer be posted (a late provider: the sandbox's
 * `?late=1`) is never dropped: it lands once in the payments-to-return queue, whoever finds it.
 */
describe('late card payments for requests that ended unpaid', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230031' });
  });

  /** A card request the customer cancelled, whose checkout was voided before the buyer paid. */
  async function cancelledRequest(pesos: number) {
    const created = await createCardTopup(t.app, shop, pesos);
    const { id } = await requestState(t.db, created.referenceNumber);
    expect((await cancelAsCustomer(t.app, { id, referenceNumber: created.referenceNumber })).statusCode).toBe(
      200,
    );
    return { ...created, id };
  }

  it('queues a payment a late provider took after the cancel, from its webhook, and tells the customer', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const request = await cancelledRequest(275.5);
    // The journey of the e2e test: open the checkout URL with ?late=1 and press Pay.
    const page = await t.app.inject({ url: `${request.checkoutUrl}?late=1` });
    expect(page.body).toContain(`action="${request.checkoutUrl}/pay?late=1"`);
    const paid = await payOnSandbox(t.app, request.checkoutUrl, { late: true });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/card/success?ref=${request.referenceNumber}`);
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('PAYMENT_SUCCESS');

    const [queued] = await queueRows(t.db, request.referenceNumber);
    expect(queued).toMatchObject({
      topupRequestId: request.id,
      requestStatus: TopupStatus.Cancelled,
      amountCentavos: 275_50,
      currency: 'PHP',
      gateway: 'sandbox',
      status: 0,
      refundedAt: null,
    });
    expect(queued?.reason).toContain('after the request was Cancelled');
    expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.Cancelled);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    expect((await confirmPayment(t.app, request.referenceNumber)).json()).toEqual({
      referenceNumber: request.referenceNumber,
      status: 4,
      statusText: 'Cancelled',
      paymentToReturn: true,
    });
    const events = await listPaymentEvents(t.db, request.referenceNumber);
    expect(events.filter((e) => e.kind === 'to_return').map((e) => e.outcome)).toEqual(['queued']);
  });

  it('queues it from the return page when the webhook is lost', async () => {
    const request = await cancelledRequest(280);
    await payOnSandbox(t.app, request.checkoutUrl, { late: true, webhook: 'none' });
    expect(await queueRows(t.db, request.referenceNumber)).toEqual([]);
    expect((await confirmPayment(t.app, request.referenceNumber)).json()).toMatchObject({
      status: 4,
      paymentToReturn: true,
    });
    expect(await queueRows(t.db, request.referenceNumber)).toHaveLength(1);
  });

  it('queues it from reconciliation when neither webhook nor buyer came back, and reads such requests less often', async () => {
    const request = await cancelledRequest(285);
    await payOnSandbox(t.app, request.checkoutUrl, { late: true, webhook: 'none' });
    const summary = await reconcileCardPayments(t.app.payments, NOW);
    expect(summary.queued).toBe(1);
    expect(summary.failed).toBe(0);
    expect(await queueRows(t.db, request.referenceNumber)).toHaveLength(1);

    // A request that ended unpaid is read again at most every endedRecheckSeconds, and not once queued.
    const quiet = await cancelledRequest(286);
    const slow = { ...NOW, endedRecheckSeconds: 30 * 60 };
    await reconcileCardPayments(t.app.payments, slow);
    const reads = async () =>
      (await listPaymentEvents(t.db, quiet.referenceNumber)).filter((e) => e.kind === 'get_payment').length;
    const afterFirst = await reads();
    await reconcileCardPayments(t.app.payments, slow);
    expect(await reads()).toBe(afterFirst);
    const queuedReads = (await listPaymentEvents(t.db, request.referenceNumber)).filter(
      (e) => e.kind === 'get_payment',
    ).length;
    await reconcileCardPayments(t.app.payments, NOW);
    expect(
      (await listPaymentEvents(t.db, request.referenceNumber)).filter((e) => e.kind === 'get_payment').length,
    ).toBe(queuedReads);
  });

  it('leaves requests that ended more than 48 hours ago to people', async () => {
    const request = await cancelledRequest(287);
    await payOnSandbox(t.app, request.checkoutUrl, { late: true, webhook: 'none' });
    await t.db
      .update(topupRequests)
      .set({ updatedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(topupRequests.id, request.id));
    await reconcileCardPayments(t.app.payments, NOW);
    expect(await queueRows(t.db, request.referenceNumber)).toEqual([]);
    // The customer's return page or the provider's webhook still find it.
    await sendWebhook(t.app, request.referenceNumber);
    expect(await queueRows(t.db, request.referenceNumber)).toHaveLength(1);
  });

  it('queues it exactly once under repeated and concurrent webhooks, return pages and reconciliation', async () => {
    const request = await cancelledRequest(290);
    await payOnSandbox(t.app, request.checkoutUrl, { late: true, webhook: 'twice' });
    const answers = await Promise.all([
      sendWebhook(t.app, request.referenceNumber),
      sendWebhook(t.app, request.referenceNumber),
      confirmPayment(t.app, request.referenceNumber, '198.51.100.21'),
      confirmPayment(t.app, request.referenceNumber, '198.51.100.22'),
      reconcileCardPayments(t.app.payments, NOW).then(() => ({ statusCode: 200 })),
      reconcileCardPayments(t.app.payments, NOW).then(() => ({ statusCode: 200 })),
      repost(t.app, shop, request.id),
    ]);
    expect(answers.slice(0, 6).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6]?.statusCode).toBe(409);
    for (let i = 0; i < 3; i += 1) {
      await sendWebhook(t.app, request.referenceNumber);
      await confirmPayment(t.app, request.referenceNumber, '198.51.100.23');
    }
    expect(await queueRows(t.db, request.referenceNumber)).toHaveLength(1);
    const events = await listPaymentEvents(t.db, request.referenceNumber);
    expect(events.filter((e) => e.kind === 'to_return')).toHaveLength(1);
  });

  it('answers a repost of such a request with a message that points to the queue', async () => {
    const request = await cancelledRequest(295);
    await payOnSandbox(t.app, request.checkoutUrl, { late: true, webhook: 'none' });
    const refused = await repost(t.app, shop, request.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Top-up request is Cancelled and cannot be posted. The card payment the provider took for it is in Payments to Return, where a top-up admin refunds it to the payer.',
    );
    // The repost found it first: it is queued now, once.
    expect(await queueRows(t.db, request.referenceNumber)).toHaveLength(1);
    // An ended request without a payment: the plain refusal.
    const unpaid = await cancelledRequest(296);
    expect((await repost(t.app, shop, unpaid.id)).json().message).toBe(
      'Top-up request is Cancelled and cannot be posted',
    );
  });

  it('queues a payment for an Expired request too, for the amount the provider took', async () => {
    const created = await createCardTopup(t.app, shop, 300);
    // Never paid within the checkout's life: reconciliation expires it.
    await reconcileCardPayments(t.app.payments, { ...NOW, checkoutLifetimeMinutes: 0 });
    expect(await requestWithRemarks(t.db, created.referenceNumber)).toMatchObject({
      status: TopupStatus.Expired,
      remarks: 'No card payment arrived before the checkout expired',
    });
    // A pending sandbox checkout takes a payment without any flag: the late provider of an expired one.
    await payOnSandbox(t.app, created.checkoutUrl);
    const [queued] = await queueRows(t.db, created.referenceNumber);
    expect(queued).toMatchObject({ requestStatus: TopupStatus.Expired, amountCentavos: 300_00 });
    expect(queued?.reason).toContain('after the request was Expired');
  });
});

describe('declined and payer-cancelled checkouts', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230032' });
  });

  for (const [action, remarks] of [
    ['decline', 'Card payment declined'],
    ['cancel', 'Card checkout cancelled by the payer'],
  ] as const) {
    it(`end Cancelled with "${remarks}" from the webhook, the provider's doing`, async () => {
      const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 310);
      await chooseOnSandbox(t.app, checkoutUrl, action, 'now');
      const request = await requestWithRemarks(t.db, referenceNumber);
      expect(request).toMatchObject({ status: TopupStatus.Cancelled, remarks });
      expect((await statusHistory(t.db, request.id)).at(-1)).toEqual({
        toStatus: TopupStatus.Cancelled,
        remarks,
        actorKind: 'provider',
      });
      const events = await listPaymentEvents(t.db, referenceNumber);
      expect(events.filter((e) => e.kind === 'cancel').map((e) => e.detail)).toEqual([
        `${remarks} (webhook)`,
      ]);
    });

    it(`end Cancelled with "${remarks}" from the return page when the webhook is lost`, async () => {
      const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 320);
      await chooseOnSandbox(t.app, checkoutUrl, action, 'none');
      expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
      expect((await confirmPayment(t.app, referenceNumber)).json()).toMatchObject({
        status: 4,
        statusText: 'Cancelled',
        paymentToReturn: false,
      });
      expect(await requestWithRemarks(t.db, referenceNumber)).toMatchObject({ remarks });
    });
  }

  it('keeps a webhook that merely claims a decline from cancelling an unpaid checkout', async () => {
    const { referenceNumber } = await createCardTopup(t.app, shop, 330);
    expect((await sendWebhook(t.app, referenceNumber, 'PAYMENT_FAILED')).statusCode).toBe(200);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
  });

  it('shows the remark in the back office history and the Cancelled status in the portal', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 340);
    await chooseOnSandbox(t.app, checkoutUrl, 'decline', 'now');
    const { id } = await requestWithRemarks(t.db, referenceNumber);
    const history = await t.app.inject({
      url: `/api/TopupRequests/StatusHistory?TopupRequestId=${id}`,
      headers: { cookie: shop.adminCookie },
    });
    expect(history.json().at(-1)).toMatchObject({
      fromStatus: 0,
      toStatus: 4,
      remarks: 'Card payment declined',
      actorKind: 'provider',
      actorName: 'Card payments (sandbox)',
    });
    const mine = await t.app.inject({
      url: '/api/Customers/Me/TopupRequests',
      headers: { cookie: shop.customerCookie },
    });
    expect(
      mine.json().find((r: { referenceNumber: string }) => r.referenceNumber === referenceNumber),
    ).toMatchObject({ status: 4, statusText: 'Cancelled' });
  });
});
