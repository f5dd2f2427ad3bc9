import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';

const REFERENCE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describe('POST /api/TopupRequests', () => {
  const t = useTestApp();
  let customer: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    customer = await createCustomer(t.db, {
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      mobileNo: '09171230001',
    });
    await createPaymentMethod(t.db, {
      code: 102,
      name: 'Pay on Site',
      minimumAmount: 100_00,
      daysValidity: 3,
    });
    await createPaymentMethod(t.db, { code: 103, name: 'Pay on Rider', topupOptions: [1] });
    await createPaymentMethod(t.db, { code: 104, name: 'Bank Transfer', status: 0 });
    await createPaymentMethod(t.db, { code: 105, name: 'GCash', status: 2 });
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    topupOption: 2,
    ewalletAccountId: customer.id,
    ewalletAccountName: 'Juan D. C.',
    topupRequestAmount: 1500.5,
    paymentMethodCode: 102,
    contactNumber: '+639171230001',
    billingAddress: null,
    // Option 2 names the account by its number too (docs/decisions/0011); security/recipient-privacy.test.ts.
    ewalletMobileNo: '09171230001',
    ...overrides,
  });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/topuprequests', payload });
  const countRequests = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from topup_requests`))[0]?.n;

  it('stores a Pending request for an account named by its number (option 2) and answers its reference, receipt link and expiry', async () => {
    const response = await post(body({ payerEmail: ' Payer@Example.COM ' }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(Object.keys(answer).sort()).toEqual(['expiresAt', 'receiptPath', 'referenceNumber']);
    expect(answer.referenceNumber).toMatch(REFERENCE);
    // The receipt link is the request's secret, never its reference.
    expect(answer.receiptPath).toMatch(/^\/receipt\/[0-9a-f]{64}$/);
    expect(answer.receiptPath).not.toContain(answer.referenceNumber);

    const [row] = await t.db
      .select()
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, answer.referenceNumber));
    expect(row).toMatchObject({
      topupOption: 2,
      ewalletCustomerId: customer.id,
      // The account's own name, not the masked copy the anonymous caller had.
      ewalletAccountName: 'Juan Dela Cruz',
      contactNumber: '09171230001',
      amount: 150050,
      paymentMethodCode: 102,
      status: 0,
      billingAddress: null,
      datePosted: null,
      createdByCustomerId: null,
    });
    expect(row!.expiresAt!.getTime() - row!.dateCreated.getTime()).toBe(3 * 86_400_000);
    expect(answer.expiresAt).toBe(row!.expiresAt!.toISOString());
    expect(answer.receiptPath).toBe(`/receipt/${row!.receiptToken}`);
    expect(row!.payerEmail).toBe('payer@example.com');
    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(eq(topupStatusHistory.topupRequestId, row!.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 0,
        actorKind: 'customer',
        actorName: 'customer',
      }),
    ]);
  });

  it('matches body keys case-insensitively and gives every request its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await post({
        TopupOption: 2,
        EwalletAccountId: customer.id,
        TopupRequestAmount: '200',
        PaymentMethodCode: 102,
        ContactNumber: '09171230001',
        EwalletMobileNo: '09171230001',
      });
      expect(response.statusCode).toBe(200);
      references.add(response.json().referenceNumber);
    }
    expect(references.size).toBe(5);
  });

  it('requires a portal session for option 1', async () => {
    const response = await post(body({ topupOption: 1 }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized Access to Service',
    });
  });

  it.each([
    [0, 'Amount must be more than ₱0.00'],
    [-5, 'Amount must be more than ₱0.00'],
    ['-5', 'Amount must be more than ₱0.00'],
    [0.001, 'Amount must be a number with at most 2 decimals'],
    [0.1 + 0.2, 'Amount must be a number with at most 2 decimals'],
    ['1,000.50', 'Amount must be a number with at most 2 decimals'],
    ['1e3', 'Amount must be a number with at most 2 decimals'],
    ['NaN', 'Amount must be a number with at most 2 decimals'],
    ['Infinity', 'Amount must be a number with at most 2 decimals'],
    ['', 'Amount must be a number with at most 2 decimals'],
    [true, 'Amount must be a number with at most 2 decimals'],
    [null, 'Amount must be a number with at most 2 decimals'],
    [1000000.01, 'Amount must not exceed ₱1,000,000.00'],
    ['99999999999', 'Amount must not exceed ₱1,000,000.00'],
    ['1'.repeat(5000), 'Amount must be a number with at most 2 decimals'],
    [99.99, 'Minimum amount for Pay on Site is ₱100.00'],
  ])('rejects the amount %j with 400 "%s", storing nothing', async (amount, message) => {
    const before = await countRequests();
    const response = await post(body({ topupRequestAmount: amount }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await countRequests()).toBe(before);
  });

  const storedAmount = async (referenceNumber: string) =>
    (
      await queryRows<{ amount: string; type: string }>(
        t.db,
        sql`select amount::text, pg_typeof(amount)::text as type from topup_requests
            where reference_number = ${referenceNumber}`,
      )
    )[0];

  it.each([
    ['1000.5', 100050],
    [' 250.75 ', 25075],
    [1000000, 100000000],
    [100, 10000],
    [104.35, 10435],
  ])('stores the amount %j as exactly %i centavos', async (amount, centavos) => {
    const response = await post(body({ topupRequestAmount: amount }));
    expect(response.statusCode).toBe(200);
    expect(await storedAmount(response.json().referenceNumber)).toEqual({
      amount: String(centavos),
      type: 'bigint',
    });
  });

  it('reads the JSON number 1e3 as 1000.00', async () => {
    const json = JSON.stringify(body({ topupRequestAmount: 'AMOUNT' })).replace('"AMOUNT"', '1e3');
    expect(json).toContain('"topupRequestAmount":1e3');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedAmount(response.json().referenceNumber)).toEqual({ amount: '100000', type: 'bigint' });
  });

  it.each([
    [{ ewalletAccountId: 999999 }, 'Ewallet account not found!'],
    [{ paymentMethodCode: 999 }, 'Payment method not found'],
    [{ paymentMethodCode: 104 }, 'Payment method not found'],
    [{ paymentMethodCode: 105 }, 'GCash is not available at this time'],
    [{ paymentMethodCode: 103 }, 'Pay on Rider is not available for this top-up option'],
    [{ contactNumber: '12345' }, 'Invalid Mobile Number Format'],
    [{ topupOption: 3 }, 'topupOption must be 1 (my account) or 2 (other account)'],
    [{ ewalletAccountId: undefined }, 'ewalletAccountId is required'],
    [{ paymentMethodCode: '102x' }, 'paymentMethodCode must be a number'],
    [{ topupRequestAmount: undefined }, 'Amount must be a number with at most 2 decimals'],
    [{ billingAddress: 'x'.repeat(501) }, 'billingAddress must be at most 500 characters'],
    [{ billingAddress: 'Manila\u0000' }, 'Text must not contain NUL characters'],
  ])('rejects %j with 400 "%s"', async (overrides, message) => {
    const before = await countRequests();
    const response = await post(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await countRequests()).toBe(before);
  });

  it('keeps a billing address when one is given', async () => {
    const response = await post(body({ billingAddress: '  12 Rizal St, Manila ' }));
    const [row] = await t.db
      .select()
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, response.json().referenceNumber));
    expect(row?.billingAddress).toBe('12 Rizal St, Manila');
  });
});
