import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/ledger-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests } from '../../db/schema.ts';

// A phone on mobile data often sends a top-up twice (a retry after a lost answer, a double tap): with the
// same Idempotency-Key the customer must get one request and one reference, not two to pay.
describe('POST /api/topuprequests with an Idempotency-Key', () => {
  const t = useTestApp();
  let customerId = 0;

  beforeAll(async () => {
    customerId = (await createCustomer(t.db, { mobileNo: '09171230011' })).id;
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
  });

  const body = (pesos: number | string) => ({
    topupOption: 2,
    ewalletAccountId: customerId,
    topupRequestAmount: pesos,
    paymentMethodCode: 102,
    contactNumber: '09171230011',
    billingAddress: null,
    ewalletMobileNo: '09171230011',
  });
  const post = (key: string, payload: object, remoteAddress = '198.51.100.20') =>
    t.app.inject({
      method: 'POST',
      url: '/api/topuprequests',
      headers: { 'idempotency-key': key },
      payload,
      remoteAddress,
    });
  const requestsOfAmount = async (centavos: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from topup_requests
            where ewallet_customer_id = ${customerId} and amount = ${centavos}`,
      )
    )[0]?.n;

  it('answers a retry with the same key and body with the same reference, and stores one request', async () => {
    const first = await post('retry-same-body-0001', body(250.25));
    const retry = await post('retry-same-body-0001', body(250.25));
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().referenceNumber).toMatch(/^[23456789A-Z]{10}$/);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await requestsOfAmount(250_25)).toBe(1);
  });

  it('refuses the same key with another body (409) and stores nothing for it', async () => {
    const first = await post('retry-other-body-01', body(300));
    expect(first.statusCode).toBe(200);
    const other = await post('retry-other-body-01', body(301));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await requestsOfAmount(300_00)).toBe(1);
    expect(await requestsOfAmount(301_00)).toBe(0);
  });

  it('stores one request when the same key arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('retry-at-once-0001', body(333.33))),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The others are replays of the first answer or "still being processed" (409), never a second request.
    expect(new Set(ok.map((a) => a.json().referenceNumber)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await requestsOfAmount(333_33)).toBe(1);
  });

  it('keeps keys per caller: another address with the same key gets its own request', async () => {
    const mine = await post('shared-key-00000001', body(444), '198.51.100.21');
    const theirs = await post('shared-key-00000001', body(444), '198.51.100.22');
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json().referenceNumber).not.toBe(mine.json().referenceNumber);
    const rows = await t.db.select().from(topupRequests).where(eq(topupRequests.amount, 444_00));
    expect(rows).toHaveLength(2);
  });
});
