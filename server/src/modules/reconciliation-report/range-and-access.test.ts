import { beforeAll, describe, expect, it } from 'vitest';
import {
  RECONCILIATION_DIFFERENCE_LIMIT,
  type ReconciliationReport,
} from '../../../../core/api/reconciliation.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { cardPaymentStates, topupRequests } from '../../db/schema.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRequestAt, seedUsersAndMethods } from '../backoffice-topups/test-fixtures.ts';
import { recordProviderState } from '../payments/provider-states.ts';

/** A card payment the provider reports as paid for `centavos`, as a read of the gateway records it. */
function providerSaysPaid(referenceNumber: string, centavos: number) {
  return {
    referenceNumber,
    status: 'PAYMENT_SUCCESS',
    amountCentavos: centavos,
    currency: 'PHP',
    paymentId: `pay-${referenceNumber}`,
  };
}

describe('reconciliation report: Manila days, date range rules, who may read it', () => {
  const t = useTestApp();
  let callers: Callers;
  let customerId = 0;

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    ({ customerId } = await seedUsersAndMethods(t.db));
    // Card requests paid at the provider and never credited, at the edges of Manila's March 1 (UTC+8).
    const edges = [
      ['2026-02-28T23:59', 'EDGEFEB28A', 111_11],
      ['2026-03-01T00:00', 'EDGEMAR01A', 222_22],
      ['2026-03-01T23:59', 'EDGEMAR01B', 333_33],
      ['2026-03-02T00:00', 'EDGEMAR02A', 444_44],
    ] as const;
    for (const [at, reference, centavos] of edges) {
      await createRequestAt(t.db, { at, code: 101, centavos, customerId, reference });
      await recordProviderState(t.db, 'sandbox', providerSaysPaid(reference, centavos));
    }
    // Confirmed by staff on March 1: credited, no provider.
    await createRequestAt(t.db, { at: '2026-03-01T12:00', code: 103, status: TopupStatus.Done, customerId });
  });

  const get = (query: string, cookie = callers.topupAdmin) =>
    t.app.inject({ url: `/api/Reports/Reconciliation?${query}`, headers: { cookie } });
  const report = async (query: string): Promise<ReconciliationReport> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const references = (answer: ReconciliationReport) => answer.differences.map((row) => row.referenceNumber);

  it('takes the requests of Manila days, midnight to midnight, both days included, oldest first', async () => {
    const march1 = await report('dateFrom=2026-03-01&dateTo=2026-03-01');
    expect(references(march1)).toEqual(['EDGEMAR01A', 'EDGEMAR01B']);
    expect(march1.byMethod.find((line) => line.paymentMethodCode === 101)).toMatchObject({
      requests: 2,
      amountRequested: 555.55,
      providerPaid: 555.55,
      ledgerCredited: 0,
      difference: 555.55,
    });
    expect(march1.byMethod.find((line) => line.paymentMethodCode === 103)).toMatchObject({
      requests: 1,
      amountRequested: 500,
      providerPaid: null,
      ledgerCredited: 500,
      difference: null,
    });
    expect(march1.totals).toEqual({
      requests: 3,
      amountRequested: 1055.55,
      providerPaid: 555.55,
      ledgerCredited: 500,
      difference: 555.55,
    });

    expect(references(await report('dateFrom=2026-02-28&dateTo=2026-03-02'))).toEqual([
      'EDGEFEB28A',
      'EDGEMAR01A',
      'EDGEMAR01B',
      'EDGEMAR02A',
    ]);
    expect(references(await report('dateFrom=2026-03-02&dateTo=2026-03-02'))).toEqual(['EDGEMAR02A']);
  });

  it('lists every payment method, with zeros for a range without requests', async () => {
    const empty = await report('dateFrom=2026-01-01&dateTo=2026-01-31');
    expect(empty.byMethod.map((line) => [line.paymentMethodCode, line.paymentMethodName])).toEqual([
      [101, 'Debit/Credit Card'],
      [102, 'Pay on Site'],
      [103, 'Pay on Rider'],
      [104, 'Bank Transfer'],
    ]);
    expect(empty.byMethod.every((line) => line.requests === 0 && line.ledgerCredited === 0)).toBe(true);
    expect(empty).toMatchObject({ differences: [], differenceCount: 0 });
    expect(empty.cardNotRead).toEqual({ requests: 0, amountRequested: 0, ledgerCredited: 0 });
  });

  it('reads the query keys in any case, and dates with spaces around them', async () => {
    const answer = await report('DATEFROM=%202026-03-01%20&DateTo=2026-03-01');
    expect(references(answer)).toEqual(['EDGEMAR01A', 'EDGEMAR01B']);
    // 366 days, both ends included, is the widest range.
    expect((await get('dateFrom=2025-03-02&dateTo=2026-03-02')).statusCode).toBe(200);
  });

  it.each([
    ['dateFrom=2026-03-02&dateTo=2026-03-01', 'Date From must not be after Date To'],
    ['dateFrom=2026-02-30&dateTo=2026-03-01', 'Dates must be YYYY-MM-DD'],
    ['dateFrom=03-01-2026&dateTo=2026-03-01', 'Dates must be YYYY-MM-DD'],
    ['dateFrom=2026-3-1&dateTo=2026-03-01', 'Dates must be YYYY-MM-DD'],
    ["dateFrom=2026-03-01'--&dateTo=2026-03-01", 'Dates must be YYYY-MM-DD'],
    ['dateTo=2026-03-01', 'Date From and Date To are required'],
    ['dateFrom=&dateTo=2026-03-01', 'Date From and Date To are required'],
    ['dateFrom=2025-03-01&dateTo=2026-03-02', 'A report covers at most 366 days'],
  ])('refuses %s with "%s", and says nothing else', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('lists at most 500 differences, oldest first, and counts them all', async () => {
    const count = RECONCILIATION_DIFFERENCE_LIMIT + 1;
    const rows = Array.from({ length: count }, (_, i) => ({
      referenceNumber: `CAPTEST${String(i).padStart(4, '0')}`,
      topupOption: 1,
      ewalletCustomerId: customerId,
      ewalletAccountName: 'Juan Dela Cruz',
      contactNumber: '09171234567',
      amount: 100_00,
      paymentMethodCode: 101,
      dateCreated: new Date(Date.parse('2026-04-10T00:00:00+08:00') + i * 60_000),
    }));
    await t.db.insert(topupRequests).values(rows);
    await t.db.insert(cardPaymentStates).values(
      rows.map((row) => ({
        referenceNumber: row.referenceNumber,
        gateway: 'sandbox',
        providerStatus: 'PAYMENT_SUCCESS',
        amountCentavos: 100_00,
        currency: 'PHP',
      })),
    );
    const answer = await report('dateFrom=2026-04-10&dateTo=2026-04-10');
    expect(answer.differenceCount).toBe(count);
    expect(answer.differences).toHaveLength(RECONCILIATION_DIFFERENCE_LIMIT);
    expect(answer.differences[0]?.referenceNumber).toBe('CAPTEST0000');
    expect(answer.differences.at(-1)?.referenceNumber).toBe('CAPTEST0499');
    // The figures cover every request, listed or not.
    expect(answer.byMethod[0]).toMatchObject({ requests: count, providerPaid: count * 100 });
  });

  it('is for top-up admins only: 401 without a back-office session, 403 for the transmittal roles', async () => {
    await expectTopupAdminOnly(t.app, callers, {
      url: '/api/Reports/Reconciliation?dateFrom=2026-03-01&dateTo=2026-03-01',
    });
    // Refused before the query is looked at: bad dates get the same 401/403, not a 400.
    await expectTopupAdminOnly(t.app, callers, { url: '/api/Reports/Reconciliation?dateFrom=x' });
  });
});
