import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('searching and cancelling top-up requests', () => {
  const t = useTestApp();
  let customerId: number;

  beforeAll(async () => {
    customerId = (
      await createCustomer(t.db, { firstname: 'Maria Clara', lastname: 'Santos', mobileNo: '09179870001' })
    ).id;
    await createPaymentMethod(t.db, { code: 104, name: 'Bank Transfer' });
  });

  const request = (status?: TopupStatusCode, amountCentavos = 1500_50) =>
    createTopupRequestRow(t.db, { customerId, paymentMethodCode: 104, amountCentavos, status });
  const search = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/TopupRequests/Search', payload });
  const cancel = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/TopupRequests/Cancel', payload });

  describe('POST /api/TopupRequests/Search', () => {
    it('answers the listed request for its reference and the e-wallet mobile number', async () => {
      const row = await request();
      const response = await search({
        ReferenceNumber: row.referenceNumber,
        SupportingReference: '09179870001',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: row.id,
        referenceNumber: row.referenceNumber,
        // Masked for an anonymous caller, as the look-up by mobile number shows it (request-names.test.ts).
        ewalletAccountName: 'Maria C. S.',
        contactNumber: '09179870001',
        topupRequestAmount: 1500.5,
        status: 0,
        statusText: 'Pending',
        topupOption: 2,
        paymentMethod: { name: 'Bank Transfer', code: 104 },
        paymentMethodCode: 104,
        dateCreated: row.dateCreated.toISOString(),
        datePosted: null,
      });
    });

    it.each(['+639179870001', '1500.5', '1500.50', '1,500.50', '₱1,500.50', 1500.5])(
      'accepts %j as the supporting reference, and a lower-case reference',
      async (supportingReference) => {
        const row = await request();
        const response = await search({
          referenceNumber: ` ${row.referenceNumber.toLowerCase()} `,
          supportingReference,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().id).toBe(row.id);
      },
    );

    it('shows datePosted once the request is Done', async () => {
      const row = await request(TopupStatus.Done);
      const response = await search({ referenceNumber: row.referenceNumber, supportingReference: '1500.50' });
      expect(response.json()).toMatchObject({
        status: 1,
        statusText: 'Done',
        datePosted: expect.stringMatching(ISO),
      });
    });

    it.each([
      ['a wrong mobile number', '09170000000'],
      ['a wrong amount', '1500.51'],
      ['an amount with too many decimals', '1500.501'],
      ['anything else', 'hello'],
    ])('answers 404 "No exact matches found!" for %s', async (_label, supportingReference) => {
      const row = await request();
      const response = await search({ referenceNumber: row.referenceNumber, supportingReference });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No exact matches found!',
      });
    });

    it('answers 404 for an unknown or absurdly long reference', async () => {
      for (const referenceNumber of ['ZZZZZZZZZZ', 'A'.repeat(10_000)]) {
        const response = await search({ referenceNumber, supportingReference: '09179870001' });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('No exact matches found!');
      }
    });

    it.each([
      [{ supportingReference: '09179870001' }, 'Reference Number is required'],
      [{ referenceNumber: '  ', supportingReference: '09179870001' }, 'Reference Number is required'],
      [{ referenceNumber: 'ABC' }, 'eWallet Number / Top-up Amount is required'],
      [{ referenceNumber: 'ABC', supportingReference: ' ' }, 'eWallet Number / Top-up Amount is required'],
    ])('answers 400 for %j', async (payload, message) => {
      const response = await search(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });
  });

  describe('POST /api/TopupRequests/Cancel', () => {
    it.each([TopupStatus.Pending, TopupStatus.OnHold])(
      'cancels a request in status %i, records the reason and answers the cancelled request',
      async (status) => {
        const row = await request(status);
        const response = await cancel({
          id: row.id,
          referenceNumber: row.referenceNumber,
          remarks: ' Incorrect Amount ',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          id: row.id,
          referenceNumber: row.referenceNumber,
          status: 4,
          statusText: 'Cancelled',
          datePosted: null,
        });
        const [stored] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, row.id));
        expect(stored).toMatchObject({ status: 4, remarks: 'Incorrect Amount' });
        const history = await t.db
          .select()
          .from(topupStatusHistory)
          .where(eq(topupStatusHistory.topupRequestId, row.id))
          .orderBy(asc(topupStatusHistory.id));
        expect(history.at(-1)).toMatchObject({
          fromStatus: status,
          toStatus: 4,
          remarks: 'Incorrect Amount',
          actorKind: 'customer',
          actorId: null,
        });
      },
    );

    it.each([
      [TopupStatus.Processing, 'Processing'],
      [TopupStatus.Done, 'Done'],
      [TopupStatus.Expired, 'Expired'],
      [TopupStatus.Cancelled, 'Cancelled'],
    ] as const)('answers 409 for a request in status %i, changing nothing', async (status, name) => {
      const row = await request(status);
      const response = await cancel({ id: row.id, referenceNumber: row.referenceNumber, remarks: 'Other' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: `This top-up request is ${name} and can no longer be cancelled`,
      });
      const [stored] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, row.id));
      expect(stored?.status).toBe(status);
    });

    it('answers 404 when the id and the reference are not the same request', async () => {
      const first = await request();
      const second = await request();
      for (const payload of [
        { id: first.id, referenceNumber: second.referenceNumber, remarks: 'Other' },
        { id: 999999, referenceNumber: first.referenceNumber, remarks: 'Other' },
      ]) {
        const response = await cancel(payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('No exact matches found!');
      }
      const [stored] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, first.id));
      expect(stored?.status).toBe(0);
    });

    it('accepts 1000 characters of remarks, and rejects blank or longer remarks', async () => {
      const row = await request();
      for (const [remarks, message] of [
        ['   ', 'Remarks is required'],
        [undefined, 'Remarks is required'],
        ['x'.repeat(1001), 'Remarks must be at most 1000 characters'],
        ['Other\u0000', 'Text must not contain NUL characters'],
      ] as const) {
        const response = await cancel({ id: row.id, referenceNumber: row.referenceNumber, remarks });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
      const ok = await cancel({
        id: row.id,
        referenceNumber: row.referenceNumber,
        remarks: 'x'.repeat(1000),
      });
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('guessing references', () => {
  const t = useTestApp();

  it('stops an address after 20 wrong guesses with 429 and Retry-After', async () => {
    const guess = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        remoteAddress: '198.51.100.20',
        payload: { ReferenceNumber: reference, SupportingReference: '100' },
      });
    for (let i = 0; i < 20; i += 1) expect((await guess(`NOPE${i}AAAA`)).statusCode).toBe(404);
    const blocked = await guess('NOPEXXAAAA');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
