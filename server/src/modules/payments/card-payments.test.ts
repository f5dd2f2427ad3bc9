import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
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
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sandboxCheckouts } from '../../db/schema.ts';
import { listPaymentEvents } from './payment-events.ts';

describe('card top-ups through the sandbox provider', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230001' });
  });

  it('answers the checkout URL with the reference, and the checkout page shows the request', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 1500.5);
    expect(checkoutUrl).toMatch(/^\/sandbox\/checkout\/sbx_[0-9a-f]+$/);
    const page = await t.app.inject({ url: checkoutUrl });
    expect(page.body).toContain(referenceNumber);
    expect(page.body).toContain('₱1,500.50');
    expect(page.body).toContain('Juan Dela Cruz');
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
  });

  it('credits the wallet once when the buyer pays and the webhook comes', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 500);
    const paid = await chooseOnSandbox(t.app, checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/card/success?ref=${referenceNumber}`);
    const request = await requestState(t.db, referenceNumber);
    expect(request.status).toBe(TopupStatus.Done);
    expect(request.datePosted).not.toBeNull();
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 500_00);

    const confirm = await confirmPayment(t.app, referenceNumber);
    expect(confirm.json()).toEqual({
      referenceNumber,
      status: 1,
      statusText: 'Done',
      paymentToReturn: false,
    });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 500_00);
  });

  it('credits once when the provider sends the webhook twice at the same moment', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 200);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'twice');
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 200_00);
  });

  it('recovers a lost webhook from the return page, which itself credits nothing on its own', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 300);
    const paid = await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    expect(paid.headers.location).toBe(`/card/success?ref=${referenceNumber}`);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);

    const confirm = await confirmPayment(t.app, referenceNumber);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      referenceNumber,
      status: 1,
      statusText: 'Done',
      paymentToReturn: false,
    });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 300_00);
  });

  it('credits exactly once when a webhook, return-page confirms and a repost arrive together', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 750.25);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const { id } = await requestState(t.db, referenceNumber);
    const answers = await Promise.all([
      sendWebhook(t.app, referenceNumber),
      confirmPayment(t.app, referenceNumber),
      repost(t.app, shop, id),
      sendWebhook(t.app, referenceNumber),
      confirmPayment(t.app, referenceNumber, '198.51.100.9'),
      repost(t.app, shop, id),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 750_25);
    const ledger = await readLedgerState(t.db);
    expect(ledger.topupPostings.get(id)).toBe(750_25);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
  });

  it('credits nothing for a forged webhook of an unpaid request', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber } = await createCardTopup(t.app, shop, 1000);
    const forged = await sendWebhook(t.app, referenceNumber, 'PAYMENT_SUCCESS');
    expect(forged.statusCode).toBe(200);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    const events = await listPaymentEvents(t.db, referenceNumber);
    expect(events.map((e) => [e.kind, e.outcome])).toEqual([
      ['create_checkout', 'created'],
      ['webhook', 'says PAYMENT_SUCCESS'],
      ['get_payment', 'PENDING_PAYMENT'],
    ]);
    const webhook = events.find((e) => e.kind === 'webhook');
    expect(webhook?.detail).toBe('gateway says PENDING_PAYMENT; request Pending');
    expect(webhook?.latencyMs).toEqual(expect.any(Number));
  });

  it('answers 200 to a webhook for a reference it does not know, and records it', async () => {
    const response = await sendWebhook(t.app, 'NOSUCHREF999');
    expect(response.statusCode).toBe(200);
    expect((await listPaymentEvents(t.db, 'NOSUCHREF999')).map((e) => e.outcome)).toEqual([
      'unknown_reference',
    ]);
  });

  it('never undoes a posted request: late PAYMENT_FAILED webhooks and a provider changing its mind', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 400);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay');
    expect((await sendWebhook(t.app, referenceNumber, 'PAYMENT_FAILED')).statusCode).toBe(200);
    expect((await sendWebhook(t.app, referenceNumber, 'PAYMENT_EXPIRED')).statusCode).toBe(200);
    // The provider itself now reports a failure (a reversal, a bug on its side): a posting stays posted.
    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'PAYMENT_FAILED' })
      .where(eq(sandboxCheckouts.referenceNumber, referenceNumber));
    expect((await sendWebhook(t.app, referenceNumber, 'PAYMENT_FAILED')).statusCode).toBe(200);
    expect((await confirmPayment(t.app, referenceNumber)).json()).toMatchObject({ status: 1 });
    const request = await requestState(t.db, referenceNumber);
    expect(request.status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 400_00);
  });

  it('cancels a declined payment with its remark and sends the buyer to the failure page', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 600);
    const declined = await chooseOnSandbox(t.app, checkoutUrl, 'decline');
    expect(declined.headers.location).toBe(`/card/failure?ref=${referenceNumber}`);
    const confirm = await confirmPayment(t.app, referenceNumber);
    expect(confirm.json()).toEqual({
      referenceNumber,
      status: 4,
      statusText: 'Cancelled',
      paymentToReturn: false,
    });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
  });

  it('refuses to confirm what is not a card request, and limits how often one caller may ask', async () => {
    expect((await confirmPayment(t.app, 'NOSUCHREF998')).statusCode).toBe(404);
    const { referenceNumber } = await createCardTopup(t.app, shop, 100);
    const answers = [];
    for (let i = 0; i < 12; i += 1)
      answers.push((await confirmPayment(t.app, referenceNumber, '192.0.2.44')).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const limited = await confirmPayment(t.app, referenceNumber, '192.0.2.44');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The limit is the caller's own: the customer's return page from another address is still answered.
    expect((await confirmPayment(t.app, referenceNumber, '192.0.2.45')).statusCode).toBe(200);
  });
});

describe('a late webhook (sandbox ?webhook=late) after the return page already posted the payment', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230009' });
  });

  async function waitForWebhook(referenceNumber: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const events = await listPaymentEvents(t.db, referenceNumber);
      // A webhook's event is completed (latency set) once its work is done.
      const webhook = events.find((e) => e.kind === 'webhook' && e.latencyMs !== null);
      if (webhook) return { webhook, events };
      if (Date.now() > deadline) throw new Error('the late webhook never arrived');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('credits once: the return page posts, the late webhook changes nothing and is recorded', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 640.5);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkoutUrl}/pay?webhook=late&delayMs=2500`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/card/success?ref=${referenceNumber}`);

    // The browser lands on the return page before the provider's webhook: the page's check posts it.
    const confirm = await confirmPayment(t.app, referenceNumber, '198.51.100.61');
    expect(confirm.json()).toEqual({
      referenceNumber,
      status: 1,
      statusText: 'Done',
      paymentToReturn: false,
    });
    const posted = await requestState(t.db, referenceNumber);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 640_50);

    const { webhook, events } = await waitForWebhook(referenceNumber);
    expect(webhook.outcome).toBe('says PAYMENT_SUCCESS');
    expect(webhook.detail).toBe('not read, the request was already final; request Done');
    // The posting came from the return page, before the webhook arrived; and there is only one.
    const posts = events.filter((e) => e.kind === 'post');
    expect(posts.map((e) => e.detail)).toEqual(['Card payment confirmed with sandbox (confirm)']);
    expect(posts[0]!.id).toBeLessThan(webhook.id);

    const after = await requestState(t.db, referenceNumber);
    expect(after.status).toBe(TopupStatus.Done);
    expect(after.datePosted?.toISOString()).toBe(posted.datePosted?.toISOString());
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 640_50);
    const ledger = await readLedgerState(t.db);
    expect(ledger.topupPostings.get(posted.id)).toBe(640_50);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
  });
});
