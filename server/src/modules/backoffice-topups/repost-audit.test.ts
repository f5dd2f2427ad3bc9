import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  repost,
  requestState,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('RepostTopup is audited', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230009' });
  });

  const auditsOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topup.repost'), eq(auditLog.entityId, String(id))));

  it('writes who reposted, with the status before and after, once', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 640);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const { id } = await requestState(t.db, referenceNumber);
    const posted = await repost(t.app, shop, id);
    expect(posted.statusCode).toBe(200);
    const audits = await auditsOf(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: 'topup_request',
      before: { status: 0, datePosted: null },
      after: { status: 1, datePosted: posted.json().datePosted },
    });
    expect(audits[0]?.actorId).toEqual(expect.any(Number));
    expect((await repost(t.app, shop, id)).statusCode).toBe(409);
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('writes nothing when the provider has not been paid', async () => {
    const { referenceNumber } = await createCardTopup(t.app, shop, 650);
    const { id } = await requestState(t.db, referenceNumber);
    expect((await repost(t.app, shop, id)).statusCode).toBe(409);
    expect(await auditsOf(id)).toEqual([]);
  });
});
