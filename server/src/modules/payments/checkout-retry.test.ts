import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { openCardShop, requestState, type CardShop } from '../../../test/card-payments.ts';
import { useMayaTestApp } from '../../../test/maya-test-app.ts';
import { topupRequests } from '../../db/schema.ts';
import { changeTopupStatus, SYSTEM_ACTOR } from '../topups/service.ts';
import { listPaymentEvents } from './payment-events.ts';

// A card top-up whose checkout the provider refused answers 503 with the saved request's reference. The
// 503 is not kept as the key's answer, so the customer's retry runs again: it must take up the saved
// request and try its checkout again, not save a second Pending request.
describe('retrying a card top-up with the same Idempotency-Key after the provider failed', () => {
  const t = useMayaTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230021' });
  });

  const post = (key: string | null, pesos: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/topuprequests',
      headers: { cookie: shop.customerCookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: {
        topupOption: 1,
        ewalletAccountId: shop.customer.id,
        topupRequestAmount: pesos,
        paymentMethodCode: 101,
        contactNumber: shop.customer.mobileNo,
        billingAddress: null,
      },
    });
  const failNextCheckout = () =>
    t.fake.misbehave('checkout', {
      kind: 'status',
      status: 500,
      body: { code: '1996', message: 'General error' },
    });
  const referenceIn = (message: string) => /request ([A-Z0-9]+) is saved/.exec(message)?.[1] ?? '';
  const requestsOf = (centavos: number) =>
    t.db
      .select()
      .from(topupRequests)
      .where(and(eq(topupRequests.ewalletCustomerId, shop.customer.id), eq(topupRequests.amount, centavos)));
  const providerCallsFor = (reference: string, since: number) =>
    t.fake.requests
      .slice(since)
      .filter(
        (r) =>
          r.path.endsWith(`/${reference}`) ||
          (r.body as { requestReferenceNumber?: string } | null)?.requestReferenceNumber === reference,
      )
      .map((r) => `${r.method} ${r.path.replace(reference, ':ref')}`);

  it('takes up the saved Pending request and opens its checkout, once it works, under the same reference', async () => {
    const since = t.fake.requests.length;
    failNextCheckout();
    const failed = await post('card-retry-key-0001', 1234.5);
    expect(failed.statusCode).toBe(503);
    const reference = referenceIn(failed.json().message);
    expect(reference).toMatch(/^[23456789A-Z]{10}$/);

    const retry = await post('card-retry-key-0001', 1234.5);
    expect(retry.statusCode, retry.body).toBe(200);
    const answer = retry.json();
    expect(answer.referenceNumber).toBe(reference);
    expect(answer.checkoutUrl).toMatch(new RegExp(`^${t.fake.url}/v2/checkout\\?id=`));

    const rows = await requestsOf(1234_50);
    expect(rows.map((r) => [r.referenceNumber, r.status])).toEqual([[reference, TopupStatus.Pending]]);
    // The earlier try might have reached the provider: the retry looks the payment up before a new checkout.
    expect(providerCallsFor(reference, since)).toEqual([
      'POST /checkout/v1/checkouts',
      'GET /payments/v1/payment-rrns/:ref',
      'POST /checkout/v1/checkouts',
    ]);
    expect((await listPaymentEvents(t.db, reference)).map((e) => [e.kind, e.outcome])).toEqual([
      ['create_checkout', 'unavailable'],
      ['get_payment', 'not_found'],
      ['create_checkout', 'created'],
    ]);

    // The successful answer is now the key's answer: a third try replays it and calls nobody.
    const callsBefore = t.fake.requests.length;
    const replay = await post('card-retry-key-0001', 1234.5);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answer);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(t.fake.requests.length).toBe(callsBefore);
  });

  it('without a key, a second try is a new request (what the key is for)', async () => {
    failNextCheckout();
    const failed = await post(null, 222);
    expect(failed.statusCode).toBe(503);
    const again = await post(null, 222);
    expect(again.statusCode).toBe(200);
    expect(again.json().referenceNumber).not.toBe(referenceIn(failed.json().message));
    expect(await requestsOf(222_00)).toHaveLength(2);
  });

  it('refuses the same key for another amount after a failure (409), saving nothing more', async () => {
    failNextCheckout();
    expect((await post('card-retry-key-0002', 300)).statusCode).toBe(503);
    const other = await post('card-retry-key-0002', 301);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await requestsOf(300_00)).toHaveLength(1);
    expect(await requestsOf(301_00)).toHaveLength(0);
  });

  it('opens no checkout for a saved request that is no longer Pending, and says why (409)', async () => {
    failNextCheckout();
    const failed = await post('card-retry-key-0003', 450);
    expect(failed.statusCode).toBe(503);
    const reference = referenceIn(failed.json().message);
    const { id } = await requestState(t.db, reference);
    await changeTopupStatus(t.db, { requestId: id, to: TopupStatus.Cancelled, actor: SYSTEM_ACTOR });
    const since = t.fake.requests.length;

    const retry = await post('card-retry-key-0003', 450);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      `Top-up request ${reference} is Cancelled and can no longer be paid; please start a new top-up`,
    );
    expect(t.fake.requests.length).toBe(since);
    expect(await requestsOf(450_00)).toHaveLength(1);
  });
});
