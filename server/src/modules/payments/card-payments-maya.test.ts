import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import {
  confirmPayment,
  createCardTopup,
  openCardShop,
  requestCardTopup,
  requestState,
  sendWebhook,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useMayaTestApp } from '../../../test/maya-test-app.ts';
import { FALLBACK_BUYER_EMAIL } from './gateway.ts';
import { listPaymentEvents } from './payment-events.ts';
import { DEFAULT_RECONCILE_OPTIONS, reconcileCardPayments } from './reconciliation.ts';

const NOW = { ...DEFAULT_RECONCILE_OPTIONS, minAgeMinutes: 0, recheckSeconds: 0 };

describe('card top-ups through Maya (a fake Maya API on this machine)', () => {
  const t = useMayaTestApp({ publicUrl: 'https://shop.example.com' });
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230004', email: null });
  });

  it("opens Maya's checkout with the documented body and answers Maya's checkout URL", async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 1500.5);
    expect(checkoutUrl).toMatch(new RegExp(`^${t.fake.url}/v2/checkout\\?id=`));
    const sent = t.fake.requests.at(-1);
    expect(sent?.body).toEqual({
      totalAmount: { value: 1500.5, currency: 'PHP' },
      buyer: {
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        contact: { phone: '09171230004', email: FALLBACK_BUYER_EMAIL },
      },
      items: [{ name: 'eWallet Top-up', quantity: 1, totalAmount: { value: 1500.5 } }],
      redirectUrl: {
        success: `https://shop.example.com/card/success?ref=${referenceNumber}`,
        failure: `https://shop.example.com/card/failure?ref=${referenceNumber}`,
        cancel: `https://shop.example.com/card/cancel?ref=${referenceNumber}`,
      },
      requestReferenceNumber: referenceNumber,
    });
  });

  it('posts a paid request on the webhook after reading the payment back with the secret key', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber } = await createCardTopup(t.app, shop, 500);
    t.fake.setPayment(referenceNumber, { status: 'PAYMENT_SUCCESS' });
    expect((await sendWebhook(t.app, referenceNumber)).statusCode).toBe(200);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 500_00);
  });

  it('puts a request on hold, uncredited, when the paid amount or currency differs', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const cheaper = await createCardTopup(t.app, shop, 2000);
    const dollars = await createCardTopup(t.app, shop, 300);
    t.fake.setPayment(cheaper.referenceNumber, { status: 'PAYMENT_SUCCESS', amount: '20.00' });
    t.fake.setPayment(dollars.referenceNumber, { status: 'PAYMENT_SUCCESS', currency: 'USD' });
    await sendWebhook(t.app, cheaper.referenceNumber);
    await confirmPayment(t.app, dollars.referenceNumber);
    await sendWebhook(t.app, cheaper.referenceNumber);
    for (const { referenceNumber } of [cheaper, dollars]) {
      expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.OnHold);
    }
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    const [remarks] = (
      (await t.db.execute(
        sql`select remarks from topup_requests where reference_number = ${cheaper.referenceNumber}`,
      )) as { rows: { remarks: string }[] }
    ).rows;
    expect(remarks?.remarks).toContain('₱20.00');
    expect(remarks?.remarks).toContain('₱2,000.00');
    const holds = (await listPaymentEvents(t.db, cheaper.referenceNumber)).filter((e) => e.kind === 'hold');
    expect(holds).toHaveLength(1);
  });

  it('keeps a request Pending while Maya times out, and reconciliation posts it later', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber } = await createCardTopup(t.app, shop, 700);
    t.fake.setPayment(referenceNumber, { status: 'PAYMENT_SUCCESS' });
    t.fake.misbehave('payment', { kind: 'hang', act: false }, 2);
    const webhook = await sendWebhook(t.app, referenceNumber);
    expect(webhook.statusCode).toBe(503);
    const confirm = await confirmPayment(t.app, referenceNumber);
    expect(confirm.json()).toMatchObject({ status: TopupStatus.Pending });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    const timeouts = (await listPaymentEvents(t.db, referenceNumber)).filter((e) => e.outcome === 'timeout');
    expect(timeouts).toHaveLength(2);
    expect(timeouts.every((e) => (e.latencyMs ?? 0) >= 2_400)).toBe(true);

    const summary = await reconcileCardPayments(t.app.payments, NOW);
    expect(summary.posted).toBe(1);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 700_00);
  });

  it('after a checkout time-out, looks the payment up by reference before trying again', async () => {
    t.fake.misbehave('checkout', { kind: 'hang', act: true });
    const created = await createCardTopup(t.app, shop, 100);
    const calls = t.fake.requests
      .slice(-3)
      .map((r) => `${r.method} ${r.path.split('/').slice(0, 4).join('/')}`);
    expect(calls).toEqual([
      'POST /checkout/v1/checkouts',
      'GET /payments/v1/payment-rrns',
      'POST /checkout/v1/checkouts',
    ]);
    expect(created.checkoutUrl).toMatch(new RegExp(`^${t.fake.url}/v2/checkout\\?id=`));
  });

  it('opens no second checkout when the lookup finds a payment already under way', async () => {
    t.fake.misbehave('checkout', { kind: 'hang', act: true });
    t.fake.misbehave('payment', {
      kind: 'status',
      status: 200,
      body: [{ id: 'p-1', status: 'PAYMENT_PROCESSING', amount: '100.00', currency: 'PHP' }],
    });
    const checkoutsBefore = t.fake.requests.filter((r) => r.path === '/checkout/v1/checkouts').length;
    const response = await requestCardTopup(t.app, shop, 100);
    expect(response.statusCode).toBe(503);
    expect(t.fake.requests.filter((r) => r.path === '/checkout/v1/checkouts').length).toBe(
      checkoutsBefore + 1,
    );
  });

  it('leaves the request Pending with a clear message when Maya refuses the checkout', async () => {
    t.fake.misbehave('checkout', {
      kind: 'status',
      status: 500,
      body: { code: '1996', message: 'General error' },
    });
    const response = await requestCardTopup(t.app, shop, 100);
    expect(response.statusCode).toBe(503);
    const message: string = response.json().message;
    expect(message).toMatch(
      /^Card payment is not available right now\. Your request [A-Z0-9]+ is saved as Pending/,
    );
    const reference = /request ([A-Z0-9]+) is saved/.exec(message)?.[1] ?? '';
    expect((await requestState(t.db, reference)).status).toBe(TopupStatus.Pending);
    const events = await listPaymentEvents(t.db, reference);
    expect(events.map((e) => [e.kind, e.outcome])).toEqual([['create_checkout', 'unavailable']]);
    expect(events[0]?.detail).toContain('HTTP 500');
  });

  it('never writes a key into the payment events', async () => {
    const result = await t.db.execute(
      sql`select count(*)::int as events,
            count(*) filter (where detail like ${`%${t.fake.secretKey}%`} or detail like ${`%${t.fake.publicKey}%`})::int as with_key
          from payment_events`,
    );
    const [row] = (result as { rows: { events: number; with_key: number }[] }).rows;
    expect(row?.events).toBeGreaterThan(10);
    expect(row?.with_key).toBe(0);
  });
});
