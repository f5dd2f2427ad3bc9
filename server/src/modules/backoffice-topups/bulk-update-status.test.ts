import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_STATUS_MAX } from '../../../../core/api/backoffice-topups.ts';
import { FOUR_EYES_MESSAGES } from '../../../../core/four-eyes.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, customers, topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { createCustomer } from '../../demo/factories.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

const BULK = '/api/TopupRequests/BulkUpdateStatus';
const PREVIEW = '/api/TopupRequests/BulkUpdateStatus/Preview';

/**
 * Issue 28: a change of many requests at once, under the same rules as one at a time (it runs the single
 * change's use case per row), each row in its own transaction, each credit once, even when two top-up
 * admins send overlapping selections at the same moment.
 */
describe('POST /api/TopupRequests/BulkUpdateStatus', () => {
  const t = useTestApp();
  let ana = '';
  let elena = '';
  let anaId = 0;
  let customerId = 0;
  let key = 0;
  const nextKey = () => `bulk-test-${++key}-${Date.now()}`;

  beforeAll(async () => {
    ({ customerId } = await seedUsersAndMethods(t.db));
    await createCustomer(t.db, {
      mobileNo: '09170000005',
      firstname: 'Elena',
      lastname: 'Bautista',
      tags: ['TOPUP_ADMIN'],
    });
    ana = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
    elena = (await loginAs(t.app, '09170000005', 'backoffice')).cookie;
    const [row] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.mobileNo, USERS.topupAdmin));
    anaId = row!.id;
  });

  const bulk = (cookie: string, payload: object, idempotencyKey: string | null = nextKey()) =>
    t.app.inject({
      method: 'POST',
      url: BULK,
      headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload,
    });

  let minute = 0;
  /** Pay on Site requests of ₱amount each, on a day of their own (so a filter can find just them). */
  async function payOnSite(count: number, day: string, centavos = 500_00) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const at = `${day}T${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
      made.push(await createRequestAt(t.db, { at, code: 102, customerId, centavos: centavos + ++minute }));
    }
    return made;
  }
  const statuses = async (ids: number[]) =>
    new Map(
      (
        await t.db
          .select({ id: topupRequests.id, status: topupRequests.status })
          .from(topupRequests)
          .where(inArray(topupRequests.id, ids))
      ).map((row) => [row.id, row.status]),
    );

  it('reports each row of a mixed selection as the single change would: changed, already, final, card, own', async () => {
    const [open] = await payOnSite(1, '2026-07-01');
    const done = await createRequestAt(t.db, {
      at: '2026-07-01T09:00',
      code: 102,
      customerId,
      status: TopupStatus.Done,
    });
    const cancelled = await createRequestAt(t.db, {
      at: '2026-07-01T09:01',
      code: 102,
      customerId,
      status: TopupStatus.Cancelled,
    });
    // A card request the provider has no payment for (saved, then its checkout failed).
    const card = await createRequestAt(t.db, { at: '2026-07-01T09:02', code: 101, customerId });
    const own = await createRequestAt(t.db, { at: '2026-07-01T09:03', code: 102, customerId: anaId });
    const before = await getWalletBalance(t.db, customerId);
    const ownBefore = await getWalletBalance(t.db, anaId);

    const response = await bulk(ana, {
      ids: [own.id, card.id, cancelled.id, done.id, open!.id, 2_000_000_000],
      status: TopupStatus.Done,
      remarks: 'Paid at the counter',
    });

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ changed: 1, already: 1, refused: 4, creditedCentavos: open!.amount });
    // Oldest first, unknown ids last.
    expect(answer.results).toEqual([
      {
        id: open!.id,
        referenceNumber: open!.referenceNumber,
        outcome: 'changed',
        statusText: 'Done',
        message: null,
      },
      {
        id: done.id,
        referenceNumber: done.referenceNumber,
        outcome: 'already',
        statusText: 'Done',
        message: 'Top-up request is already Done',
      },
      {
        id: cancelled.id,
        referenceNumber: cancelled.referenceNumber,
        outcome: 'refused',
        statusText: 'Cancelled',
        message: expect.stringMatching(/Cancelled/),
      },
      {
        id: card.id,
        referenceNumber: card.referenceNumber,
        outcome: 'refused',
        statusText: 'Pending',
        message: expect.stringMatching(/^The card provider has no payment for this request/),
      },
      {
        id: own.id,
        referenceNumber: own.referenceNumber,
        outcome: 'refused',
        statusText: 'Pending',
        message: FOUR_EYES_MESSAGES.ownTopup,
      },
      {
        id: 2_000_000_000,
        referenceNumber: '',
        outcome: 'refused',
        statusText: '',
        message: 'Top-up request not found',
      },
    ]);
    expect(await getWalletBalance(t.db, customerId)).toBe(before + open!.amount);
    expect(await getWalletBalance(t.db, anaId)).toBe(ownBefore);
    // The single change's audit rows: the change and the four-eyes refusal.
    const audits = await t.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(open!.id), String(own.id)]));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'topup.status', entityId: String(open!.id) },
        { action: 'topup.status.refused', entityId: String(own.id) },
      ]),
    );
  });

  it('credits each request exactly once when two admins send overlapping selections at the same moment', async () => {
    const made = await payOnSite(24, '2026-07-02', 100_00);
    const ids = made.map((row) => row.id);
    const anaIds = ids.slice(0, 16);
    const elenaIds = ids.slice(8);
    const overlap = new Set(ids.slice(8, 16));
    const before = await getWalletBalance(t.db, customerId);
    const expected = made.reduce((sum, row) => sum + row.amount, 0);

    const [fromAna, fromElena] = await Promise.all([
      bulk(ana, { ids: anaIds, status: TopupStatus.Done, remarks: 'Counter, Ana' }),
      bulk(elena, { ids: elenaIds, status: TopupStatus.Done, remarks: 'Counter, Elena' }),
    ]);
    expect(fromAna.statusCode, fromAna.body).toBe(200);
    expect(fromElena.statusCode, fromElena.body).toBe(200);
    const a = fromAna.json();
    const e = fromElena.json();
    expect(a.changed + e.changed).toBe(24);
    expect(a.already + e.already).toBe(8);
    expect(a.refused + e.refused).toBe(0);
    expect(a.creditedCentavos + e.creditedCentavos).toBe(expected);
    // Every overlapping request: changed in one answer, "already Done" in the other.
    for (const id of overlap) {
      const outcomes = [a, e]
        .map((answer) => answer.results.find((row: { id: number }) => row.id === id)?.outcome)
        .sort();
      expect(outcomes, `request ${id}`).toEqual(['already', 'changed']);
    }

    expect(await getWalletBalance(t.db, customerId)).toBe(before + expected);
    const ledger = await readLedgerState(t.db);
    for (const row of made) expect(ledger.topupPostings.get(row.id)).toBe(row.amount);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    const moves = await t.db
      .select({ id: topupStatusHistory.topupRequestId, to: topupStatusHistory.toStatus })
      .from(topupStatusHistory)
      .where(inArray(topupStatusHistory.topupRequestId, ids));
    expect(moves.filter((move) => move.to === TopupStatus.Done)).toHaveLength(24);
  });

  it('acts on all that match a filter only when it still matches the count confirmed', async () => {
    const made = await payOnSite(3, '2026-07-03');
    const filter = { statuses: [0], paymentMethodCodes: [102], dateFrom: '2026-07-03', dateTo: '2026-07-03' };
    const preview = await t.app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { cookie: ana },
      payload: { filter, status: TopupStatus.Done },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      count: 3,
      movableCount: 3,
      movableCentavos: made.reduce((sum, row) => sum + row.amount, 0),
    });
    expect(preview.json().rows[0]).toEqual({
      id: made[0]!.id,
      referenceNumber: made[0]!.referenceNumber,
      ewalletAccountName: 'Juan Dela Cruz',
      walletMobileNumber: USERS.customer,
      amountCentavos: made[0]!.amount,
      status: 0,
      statusText: 'Pending',
      paymentMethodName: 'Pay on Site',
      movable: true,
    });

    // A fourth request arrives after the person saw 3: nothing is changed.
    const late = await createRequestAt(t.db, { at: '2026-07-03T20:00', code: 102, customerId });
    const stale = await bulk(ana, { filter, expectedCount: 3, status: TopupStatus.Processing, remarks: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The filter now matches 4 requests, not 3: review the selection again (nothing was changed)',
    );
    const ids = [...made.map((row) => row.id), late.id];
    expect([...(await statuses(ids)).values()]).toEqual([0, 0, 0, 0]);

    const fresh = await bulk(ana, {
      filter,
      expectedCount: 4,
      status: TopupStatus.Processing,
      remarks: 'Checking',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ changed: 4, already: 0, refused: 0, creditedCentavos: 0 });
    expect([...(await statuses(ids)).values()]).toEqual([2, 2, 2, 2]);
  });

  it(`refuses more than ${BULK_STATUS_MAX} requests, by ids or by filter, changing nothing`, async () => {
    const made = await payOnSite(BULK_STATUS_MAX + 1, '2026-07-04', 100_00);
    const ids = made.map((row) => row.id);
    const byIds = await bulk(ana, { ids, status: TopupStatus.Processing, remarks: 'x' });
    expect(byIds.statusCode).toBe(400);
    const filter = { statuses: [0], dateFrom: '2026-07-04', dateTo: '2026-07-04' };
    const byFilter = await bulk(ana, {
      filter,
      expectedCount: BULK_STATUS_MAX,
      status: TopupStatus.Processing,
      remarks: 'x',
    });
    expect(byFilter.statusCode).toBe(400);
    expect(byFilter.json().message).toBe(
      `The filter matches ${BULK_STATUS_MAX + 1} requests; at most ${BULK_STATUS_MAX} can be changed at once: narrow the filter`,
    );
    expect(new Set((await statuses(ids)).values())).toEqual(new Set([0]));
  });

  it('needs an Idempotency-Key, and a retry with it replays the answer without crediting again', async () => {
    const made = await payOnSite(2, '2026-07-05');
    const ids = made.map((row) => row.id);
    const body = { ids, status: TopupStatus.Done, remarks: 'Paid' };
    const keyless = await bulk(ana, body, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toMatch(/Idempotency-Key/);
    expect([...(await statuses(ids)).values()]).toEqual([0, 0]);

    const before = await getWalletBalance(t.db, customerId);
    const idempotencyKey = nextKey();
    const first = await bulk(ana, body, idempotencyKey);
    const again = await bulk(ana, body, idempotencyKey);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().changed).toBe(2);
    const credited = made.reduce((sum, row) => sum + row.amount, 0);
    expect(await getWalletBalance(t.db, customerId)).toBe(before + credited);
  });

  it('is for top-up admins only, and asks for a selection and a remark', async () => {
    const encoder = (await loginAs(t.app, USERS.transmittalEncoder, 'backoffice')).cookie;
    const [request] = await payOnSite(1, '2026-07-06');
    const refused = await bulk(encoder, { ids: [request!.id], status: TopupStatus.Done, remarks: 'x' });
    expect(refused.statusCode).toBe(403);
    expect((await bulk(ana, { status: TopupStatus.Done, remarks: 'x' })).statusCode).toBe(400);
    const noRemark = await bulk(ana, { ids: [request!.id], status: TopupStatus.Done, remarks: ' ' });
    expect(noRemark.statusCode).toBe(400);
    expect((await statuses([request!.id])).get(request!.id)).toBe(0);
  });
});
