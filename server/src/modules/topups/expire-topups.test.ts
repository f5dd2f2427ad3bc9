import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { buildApp } from '../../app.ts';
import { useTestApp, testConfig } from '../../../test/test-app.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { EXPIRY_REMARKS, expirePendingTopups } from './expire-topups.ts';

const DAY = 86_400_000;

describe('expiry of pending top-up requests', () => {
  const t = useTestApp();
  let customerId: number;
  let threeDays: number;
  let neverExpires: number;

  beforeAll(async () => {
    customerId = (await createCustomer(t.db)).id;
    threeDays = (await createPaymentMethod(t.db, { daysValidity: 3 })).code;
    neverExpires = (await createPaymentMethod(t.db, { daysValidity: 0 })).code;
  });

  async function statusOf(id: number) {
    const [row] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, id));
    return row?.status;
  }

  it('expires pending requests past their validity, once, with a system history row; leaves the rest', async () => {
    const now = new Date();
    const created = (daysAgo: number, code = threeDays, status?: 1 | 2 | 5) =>
      createTopupRequestRow(t.db, {
        customerId,
        paymentMethodCode: code,
        dateCreated: new Date(now.getTime() - daysAgo * DAY),
        status,
      });
    const overdue = await created(4);
    const justDue = await created(3);
    const fresh = await created(2);
    const processing = await created(10, threeDays, TopupStatus.Processing);
    const done = await created(10, threeDays, TopupStatus.Done);
    const noValidity = await created(400, neverExpires);

    expect(await expirePendingTopups(t.db, now)).toBe(2);
    expect(await statusOf(overdue.id)).toBe(TopupStatus.Expired);
    expect(await statusOf(justDue.id)).toBe(TopupStatus.Expired);
    expect(await statusOf(fresh.id)).toBe(TopupStatus.Pending);
    expect(await statusOf(processing.id)).toBe(TopupStatus.Processing);
    expect(await statusOf(done.id)).toBe(TopupStatus.Done);
    expect(await statusOf(noValidity.id)).toBe(TopupStatus.Pending);

    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(inArray(topupStatusHistory.topupRequestId, [overdue.id, justDue.id]));
    const expiries = history.filter((h) => h.toStatus === TopupStatus.Expired);
    expect(expiries).toHaveLength(2);
    for (const h of expiries) {
      expect(h).toMatchObject({
        fromStatus: 0,
        actorKind: 'system',
        actorName: 'system',
        remarks: EXPIRY_REMARKS,
      });
    }

    // Running again changes nothing; the fresh one goes once its time has come.
    expect(await expirePendingTopups(t.db, now)).toBe(0);
    expect(await expirePendingTopups(t.db, new Date(now.getTime() + 2 * DAY))).toBe(1);
    expect(await statusOf(fresh.id)).toBe(TopupStatus.Expired);
  });

  it('expires each request exactly once when several runs overlap', async () => {
    const now = new Date();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const row = await createTopupRequestRow(t.db, {
        customerId,
        paymentMethodCode: threeDays,
        dateCreated: new Date(now.getTime() - 5 * DAY),
      });
      ids.push(row.id);
    }
    const counts = await Promise.all(Array.from({ length: 4 }, () => expirePendingTopups(t.db, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(inArray(topupStatusHistory.topupRequestId, ids));
    expect(history.filter((h) => h.toStatus === TopupStatus.Expired)).toHaveLength(30);
  });

  it('runs in the background when TOPUP_EXPIRY_INTERVAL_SECONDS is set, and stops with the app', async () => {
    const overdue = await createTopupRequestRow(t.db, {
      customerId,
      paymentMethodCode: threeDays,
      dateCreated: new Date(Date.now() - 5 * DAY),
    });
    // A second app on the same database, which must stay open for the rest of the file.
    const app = await buildApp({
      config: testConfig({ topupExpiryIntervalSeconds: 3600 }),
      database: { ...t.handle, close: async () => undefined },
    });
    await app.ready(); // onReady starts the runner; its first run follows FIRST_RUN_DELAY_MS later
    for (let i = 0; i < 150 && (await statusOf(overdue.id)) !== TopupStatus.Expired; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await statusOf(overdue.id)).toBe(TopupStatus.Expired);
    await app.close();
  });
});
