import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../core/topup-status.ts';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { topupRequests, topupStatusHistory } from '../../src/db/schema.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Cancel takes {id, referenceNumber, remarks} (API.md) and acts only when both name the same request:
 * knowing one request's reference (the secret) gives no power over another request's id, and an id alone
 * (Search reveals it only to someone holding the reference and the supporting reference) is not enough.
 */
describe('cancel with a mismatched id and reference', () => {
  const t = useTestApp();
  let customerId: number;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    customerId = (await createCustomer(t.db, { mobileNo: '09171114444' })).id;
  });

  const cancel = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Cancel',
      remoteAddress: '198.51.100.77',
      payload,
    });

  it('changes nothing for a wrong pair, then cancels with the right one', async () => {
    const mine = await createTopupRequestRow(t.db, { customerId, paymentMethodCode: 102 });
    const victim = await createTopupRequestRow(t.db, { customerId, paymentMethodCode: 102 });
    const ids = [mine.id, victim.id];
    const historyOf = () =>
      t.db.select().from(topupStatusHistory).where(inArray(topupStatusHistory.topupRequestId, ids));
    const historyBefore = await historyOf();

    for (const payload of [
      { id: victim.id, referenceNumber: mine.referenceNumber, remarks: 'Other' },
      { id: mine.id, referenceNumber: victim.referenceNumber, remarks: 'Other' },
      { id: 999_999, referenceNumber: victim.referenceNumber, remarks: 'Other' },
      { id: victim.id, referenceNumber: '', remarks: 'Other' },
    ]) {
      const response = await cancel(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const wrongPair = await cancel({ id: victim.id, referenceNumber: mine.referenceNumber, remarks: 'x' });
    expect(wrongPair.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No exact matches found!',
    });

    const rows = await t.db.select().from(topupRequests).where(inArray(topupRequests.id, ids));
    expect(rows.map((row) => row.status)).toEqual([TopupStatus.Pending, TopupStatus.Pending]);
    expect(await historyOf()).toEqual(historyBefore);

    const right = await cancel({ id: victim.id, referenceNumber: victim.referenceNumber, remarks: 'Other' });
    expect(right.statusCode).toBe(200);
    const [stored] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, victim.id));
    expect(stored?.status).toBe(TopupStatus.Cancelled);
  });
});
