import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import {
  cancelAsCustomer,
  cancelInBackOffice,
  payOnSandbox,
  queueRows,
  requestWithRemarks,
  sandboxStatus,
  statusHistory,
} from '../../../test/card-life-cycle.ts';
import {
  confirmPayment,
  createCardTopup,
  openCardShop,
  requestState,
  sendWebhook,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { useMayaTestApp } from '../../../test/maya-test-app.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, sandboxCheckouts, topupRequests } from '../../db/schema.ts';
import { CARD_CANCEL_MESSAGES } from './cancel-card-payment.ts';
import { listPaymentEvents } from './payment-events.ts';

/**
 * Cancelling a card request asks the provider first (docs/decisions/0014): an unpaid checkout is voided
 * before the cancel answers and takes no money after it; a paid one is posted and the cancel refused; a
 * payment under way or a provider that does not answer refuse it with nothing changed.
 */
describe('cancelling a card request through the sandbox provider', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230021' });
  });

  async function cardRequest(pesos: number) {
    const created = await createCardTopup(t.app, shop, pesos);
    const { id } = await requestState(t.db, created.referenceNumber);
    return { ...created, id };
  }

  /** Waits until the request's payment events hold one of `kind` (its creation records none of these). */
  async function eventRecorded(referenceNumber: string, kind: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const events = await listPaymentEvents(t.db, referenceNumber);
      if (events.some((e) => e.kind === kind)) return;
      if (Date.now() > deadline) throw new Error(`no ${kind} event for ${referenceNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  it("voids an unpaid checkout before the customer's cancel answers; the checkout then takes no money", async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const request = await cardRequest(350);
    const cancelled = await cancelAsCustomer(t.app, request);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 4, statusText: 'Cancelled' });
    // Voided by the time the answer came, not some time later.
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('VOIDED');

    const page = await t.app.inject({ url: request.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This checkout was cancelled');
    expect(page.body).not.toContain('/pay');
    for (const webhook of ['now', 'none'] as const) {
      const paid = await payOnSandbox(t.app, request.checkoutUrl, { webhook });
      expect(paid.statusCode).toBe(409);
      expect(paid.body).toContain('This checkout was cancelled');
      expect(paid.body).toContain('No money was taken');
    }
    // Nor through its other buttons, nor a made-up spelling of the late flag.
    expect((await t.app.inject({ url: `${request.checkoutUrl}?late=yes` })).statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `${request.checkoutUrl}/decline?late=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declined.statusCode).toBe(409);
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('VOIDED');

    expect((await confirmPayment(t.app, request.referenceNumber)).json()).toEqual({
      referenceNumber: request.referenceNumber,
      status: 4,
      statusText: 'Cancelled',
      paymentToReturn: false,
    });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    expect(await queueRows(t.db, request.referenceNumber)).toEqual([]);
    const events = await listPaymentEvents(t.db, request.referenceNumber);
    expect(events.filter((e) => e.kind === 'void_checkout').map((e) => e.outcome)).toEqual(['voided']);
  });

  it('voids an unpaid checkout before the back office moves the request to Cancelled, and audits it', async () => {
    const request = await cardRequest(360);
    const cancelled = await cancelInBackOffice(t.app, shop, request.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 4 });
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('VOIDED');
    expect((await payOnSandbox(t.app, request.checkoutUrl)).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topup.status'), eq(auditLog.entityId, String(request.id))));
    expect(audits).toHaveLength(1);
  });

  it('posts a paid request instead of cancelling it, and says why (customer and back office)', async () => {
    for (const cancel of [
      (request: { id: number; referenceNumber: string }) => cancelAsCustomer(t.app, request),
      (request: { id: number }) => cancelInBackOffice(t.app, shop, request.id),
    ]) {
      const before = await walletBalance(t.db, shop.customer.id);
      const request = await cardRequest(410);
      // Paid, but the webhook was lost and the buyer never came back: the cancel is the first to know.
      expect((await payOnSandbox(t.app, request.checkoutUrl, { webhook: 'none' })).statusCode).toBe(303);
      const refused = await cancel(request);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CARD_CANCEL_MESSAGES.paid);
      const now = await requestWithRemarks(t.db, request.referenceNumber);
      expect(now).toMatchObject({
        status: TopupStatus.Done,
        remarks: 'Card payment confirmed with sandbox (cancel)',
      });
      expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 410_00);
      expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('PAYMENT_SUCCESS');
      // A second try is refused as for any Done request, and credits nothing more.
      expect((await cancel(request)).statusCode).toBe(409);
      expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 410_00);
    }
  });

  it('holds a payment of another amount as settling does, and refuses the cancel', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const request = await cardRequest(420);
    await payOnSandbox(t.app, request.checkoutUrl, { webhook: 'none' });
    await t.db
      .update(sandboxCheckouts)
      .set({ amount: 400_00 })
      .where(eq(sandboxCheckouts.referenceNumber, request.referenceNumber));
    const refused = await cancelAsCustomer(t.app, request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CARD_CANCEL_MESSAGES.paidOnHold);
    const now = await requestWithRemarks(t.db, request.referenceNumber);
    expect(now.status).toBe(TopupStatus.OnHold);
    expect(now.remarks).toContain('does not match the request');
    // On hold, the customer may cancel it in the portal's rules; the provider still says paid: refused.
    expect((await cancelAsCustomer(t.app, request)).json().message).toBe(CARD_CANCEL_MESSAGES.paidOnHold);
    expect((await cancelInBackOffice(t.app, shop, request.id)).json().message).toBe(
      CARD_CANCEL_MESSAGES.paidOnHold,
    );
    expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.OnHold);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
  });

  it('leaves the checkout open when the cancel is refused for the status (a customer and Processing)', async () => {
    const request = await cardRequest(430);
    await t.db
      .update(topupRequests)
      .set({ status: TopupStatus.Processing })
      .where(eq(topupRequests.id, request.id));
    const refused = await cancelAsCustomer(t.app, request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This top-up request is Processing and can no longer be cancelled');
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('PENDING_PAYMENT');
    // The back office may cancel a Processing request: then the checkout is voided.
    expect((await cancelInBackOffice(t.app, shop, request.id)).statusCode).toBe(200);
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('VOIDED');
  });

  it('cancels a request whose checkout the payer declined without voiding anything', async () => {
    const request = await cardRequest(440);
    await t.app.inject({
      method: 'POST',
      url: `${request.checkoutUrl}/decline?webhook=none`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await cancelAsCustomer(t.app, request)).statusCode).toBe(200);
    expect(await sandboxStatus(t.db, request.referenceNumber)).toBe('PAYMENT_FAILED');
    const events = await listPaymentEvents(t.db, request.referenceNumber);
    expect(events.some((e) => e.kind === 'void_checkout')).toBe(false);
    expect((await statusHistory(t.db, request.id)).at(-1)).toMatchObject({
      toStatus: TopupStatus.Cancelled,
      remarks: 'Changed my mind',
      actorKind: 'customer',
    });
  });

  it('never leaves money taken and uncredited when 20 cancels race 20 pays', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const requests = [];
    for (let i = 0; i < 20; i += 1) requests.push(await cardRequest(100 + i));
    const answers = await Promise.all(
      requests.map(async (request, i) => {
        // Half of the buyers pay through a late provider, which takes money on a voided checkout too.
        const late = i % 2 === 1;
        const cancel = () =>
          i % 4 < 2 ? cancelAsCustomer(t.app, request) : cancelInBackOffice(t.app, shop, request.id);
        const pay = () => payOnSandbox(t.app, request.checkoutUrl, { late });
        // A third of the pairs start together; the others let the cancel get as far as reading the
        // checkout, or as voiding it, before the buyer presses Pay, so that the pairs meet at each point.
        const waitFor = [null, 'get_payment', 'void_checkout'][i % 3] ?? null;
        const cancelling = cancel();
        if (waitFor) await eventRecorded(request.referenceNumber, waitFor);
        const [cancelled, paid] = await Promise.all([cancelling, pay()]);
        return { cancel: cancelled.statusCode, pay: paid.statusCode };
      }),
    );
    // Anything a webhook missed, the return page and reconciliation would find; here nothing may be missed.
    const ledger = await readLedgerState(t.db);
    let credited = 0;
    const outcomes = new Set<string>();
    for (const [i, request] of requests.entries()) {
      expect([200, 409]).toContain(answers[i]?.cancel);
      expect([303, 409]).toContain(answers[i]?.pay);
      const now = await requestWithRemarks(t.db, request.referenceNumber);
      const checkout = await sandboxStatus(t.db, request.referenceNumber);
      const queued = await queueRows(t.db, request.referenceNumber);
      const posting = ledger.topupPostings.get(request.id);
      if (now.status === TopupStatus.Done) {
        expect(checkout).toBe('PAYMENT_SUCCESS');
        expect(posting).toBe((100 + i) * 100);
        expect(queued).toEqual([]);
        expect(answers[i]?.cancel).toBe(409);
        credited += posting ?? 0;
        outcomes.add('done');
      } else {
        expect(now.status).toBe(TopupStatus.Cancelled);
        expect(posting).toBeUndefined();
        if (checkout === 'PAYMENT_SUCCESS') {
          expect(queued).toHaveLength(1);
          expect(queued[0]?.amountCentavos).toBe((100 + i) * 100);
          outcomes.add('queued');
        } else {
          expect(checkout).toBe('VOIDED');
          expect(queued).toEqual([]);
          expect(answers[i]?.pay).toBe(409);
          outcomes.add('voided');
        }
      }
    }
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + credited);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    // Every ending happened: the pairs did meet at different points of each other's work.
    expect([...outcomes].sort()).toEqual(['done', 'queued', 'voided']);
  });

  it('answers the webhook of a voided checkout without moving anything', async () => {
    const request = await cardRequest(450);
    expect((await cancelAsCustomer(t.app, request)).statusCode).toBe(200);
    expect((await sendWebhook(t.app, request.referenceNumber)).statusCode).toBe(200);
    expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.Cancelled);
    expect(await queueRows(t.db, request.referenceNumber)).toEqual([]);
  });
});

describe('cancelling a card request through Maya (a fake Maya API on this machine)', () => {
  const t = useMayaTestApp({ publicUrl: 'https://shop.example.com' });
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230022' });
  });

  async function cardRequest(pesos: number) {
    const created = await createCardTopup(t.app, shop, pesos);
    const { id } = await requestState(t.db, created.referenceNumber);
    return { ...created, id };
  }

  it('refuses with 503 and changes nothing while Maya does not answer', async () => {
    const request = await cardRequest(500);
    const historyBefore = await statusHistory(t.db, request.id);
    for (const cancel of [
      () => cancelAsCustomer(t.app, request),
      () => cancelInBackOffice(t.app, shop, request.id),
    ]) {
      t.fake.misbehave('payment', { kind: 'status', status: 502, body: { message: 'Bad gateway' } });
      const refused = await cancel();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(CARD_CANCEL_MESSAGES.providerDown);
      expect(refused.body).not.toContain('Bad gateway');
    }
    t.fake.misbehave('payment', { kind: 'hang', act: false });
    expect((await cancelAsCustomer(t.app, request)).statusCode).toBe(503);
    expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await statusHistory(t.db, request.id)).toEqual(historyBefore);
    expect(t.fake.requests.some((r) => r.path.endsWith('/voids'))).toBe(false);
  });

  it('refuses while a payment is being authenticated or processed: try again in a few minutes', async () => {
    const request = await cardRequest(510);
    for (const status of ['AUTHENTICATING', 'PAYMENT_PROCESSING']) {
      t.fake.setPayment(request.referenceNumber, { status });
      const refused = await cancelAsCustomer(t.app, request);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CARD_CANCEL_MESSAGES.inProgress);
      expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.Pending);
    }
  });

  it('cancels although Maya cannot close the checkout; a payment made after it goes to the queue', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const request = await cardRequest(520);
    const cancelled = await cancelAsCustomer(t.app, request);
    expect(cancelled.statusCode).toBe(200);
    const events = await listPaymentEvents(t.db, request.referenceNumber);
    expect(events.filter((e) => e.kind === 'void_checkout').map((e) => e.outcome)).toEqual(['unsupported']);

    // The buyer still had Maya's page open, and pays.
    t.fake.setPayment(request.referenceNumber, { status: 'PAYMENT_SUCCESS' });
    expect((await sendWebhook(t.app, request.referenceNumber)).statusCode).toBe(200);
    expect((await requestState(t.db, request.referenceNumber)).status).toBe(TopupStatus.Cancelled);
    const [queued] = await queueRows(t.db, request.referenceNumber);
    expect(queued).toMatchObject({ amountCentavos: 520_00, currency: 'PHP', gateway: 'maya', status: 0 });
    expect(queued?.providerPaymentId).toEqual(expect.any(String));
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    expect((await confirmPayment(t.app, request.referenceNumber)).json()).toMatchObject({
      status: 4,
      paymentToReturn: true,
    });
  });

  it('posts a request Maya reports paid and refuses the cancel', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const request = await cardRequest(530);
    t.fake.setPayment(request.referenceNumber, { status: 'PAYMENT_SUCCESS' });
    const refused = await cancelInBackOffice(t.app, shop, request.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CARD_CANCEL_MESSAGES.paid);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 530_00);
  });
});
