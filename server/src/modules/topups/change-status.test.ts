import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { AppError } from '../../errors.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { changeTopupStatus } from './change-status.ts';

describe('changeTopupStatus: the one state machine of top-up requests', () => {
  const t = useTestApp();
  let customerId: number;
  let methodCode: number;
  const admin = { kind: 'backoffice' as const, id: 0, name: 'Ana Reyes' };

  beforeAll(async () => {
    const customer = await createCustomer(t.db);
    const adminCustomer = await createCustomer(t.db, { tags: ['TOPUP_ADMIN'] });
    admin.id = adminCustomer.id;
    customerId = customer.id;
    methodCode = (await createPaymentMethod(t.db)).code;
  });

  const newRequest = (amountCentavos = 750_25) =>
    createTopupRequestRow(t.db, { customerId, paymentMethodCode: methodCode, amountCentavos });

  it('moves Pending to Done: credits the wallet once from the method clearing account and sets datePosted', async () => {
    const request = await newRequest();
    const before = await getWalletBalance(t.db, customerId);
    const done = await changeTopupStatus(t.db, {
      requestId: request.id,
      to: TopupStatus.Done,
      remarks: 'Paid at the counter',
      actor: admin,
    });
    expect(done).toMatchObject({ id: request.id, status: 1, statusText: 'Done', topupRequestAmount: 750.25 });
    expect(done.datePosted).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await getWalletBalance(t.db, customerId)).toBe(before + 750_25);

    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(eq(topupStatusHistory.topupRequestId, request.id))
      .orderBy(asc(topupStatusHistory.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorKind, h.actorName, h.remarks])).toEqual([
      [null, 0, 'customer', 'customer', null],
      [0, 1, 'backoffice', 'Ana Reyes', 'Paid at the counter'],
    ]);
    expect(history[1]?.actorId).toBe(admin.id);
    const state = await readLedgerState(t.db);
    expect(state.topupPostings.get(request.id)).toBe(750_25);
    expect(state.totalOfEntries).toBe(0);
    expect(state.accountsOutOfBalance).toBe(0);
  });

  it('follows every allowed path (0→2→5→1) and refuses every move out of a final state with 409', async () => {
    const request = await newRequest(100_00);
    for (const to of [TopupStatus.Processing, TopupStatus.OnHold, TopupStatus.Done] as const) {
      const changed = await changeTopupStatus(t.db, { requestId: request.id, to, actor: admin });
      expect(changed.status).toBe(to);
    }
    for (const to of [0, 1, 2, 3, 4, 5] as TopupStatusCode[]) {
      const attempt = changeTopupStatus(t.db, { requestId: request.id, to, actor: admin });
      await expect(attempt).rejects.toMatchObject({
        kind: 'conflict',
        message:
          to === 1
            ? 'Top-up request is already Done'
            : `A top-up request that is Done cannot be moved to ${['Pending', '', 'Processing', 'Expired', 'Cancelled', 'On Hold'][to]}`,
      });
    }
    expect((await readLedgerState(t.db)).topupPostings.get(request.id)).toBe(100_00);
  });

  it('refuses moves the table does not allow, changing nothing', async () => {
    const request = await newRequest();
    await changeTopupStatus(t.db, { requestId: request.id, to: TopupStatus.Processing, actor: admin });
    await expect(
      changeTopupStatus(t.db, { requestId: request.id, to: TopupStatus.Expired, actor: admin }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A top-up request that is Processing cannot be moved to Expired',
    });
    await expect(
      changeTopupStatus(t.db, { requestId: request.id, to: TopupStatus.Pending, actor: admin }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    const [row] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, request.id));
    expect(row?.status).toBe(TopupStatus.Processing);
    expect(row?.datePosted).toBeNull();
  });

  it('answers 404 (not_found) for an unknown request', async () => {
    await expect(
      changeTopupStatus(t.db, { requestId: 987654, to: TopupStatus.Done, actor: admin }),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Top-up request not found' });
  });

  it('credits exactly once when 50 moves to Done race; the other 49 get a conflict', async () => {
    const request = await newRequest(1234_56);
    const before = await getWalletBalance(t.db, customerId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        changeTopupStatus(t.db, { requestId: request.id, to: TopupStatus.Done, actor: { kind: 'system' } }),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(49);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).kind).toBe('conflict');
    }
    expect(await getWalletBalance(t.db, customerId)).toBe(before + 1234_56);
    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(eq(topupStatusHistory.topupRequestId, request.id));
    expect(history.filter((h) => h.toStatus === TopupStatus.Done)).toHaveLength(1);
    const state = await readLedgerState(t.db);
    expect(state.topupPostings.get(request.id)).toBe(1234_56);
    expect(state.accountsOutOfBalance).toBe(0);
  });
});
