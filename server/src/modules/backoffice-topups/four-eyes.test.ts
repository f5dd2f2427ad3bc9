import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { auditLog } from '../../db/schema.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { loginAs } from '../../../test/sessions.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  repost,
  requestCardTopup,
  requestState,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';

const OWN_TOPUP =
  'You cannot move your own top-up request to Done (it is for your own e-wallet, or you made it): another top-up admin must post it';

/**
 * Decision 0013 on top-up requests, as an insider would try it: nobody in the back office posts their own
 * request (for their own wallet, or one they opened as payer) by UpdateStatus or by Repost, and a card
 * request is marked Done by hand only when the provider confirms its payment.
 */
describe('four eyes on top-up requests', () => {
  const t = useTestApp();
  let shop: CardShop;
  let ana = { id: 0, mobileNo: '' };
  let elenaCookie = '';

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230011' });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', daysValidity: 0 });
    ana = (
      await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie: shop.adminCookie } })
    ).json();
    await createCustomer(t.db, {
      mobileNo: '09171230012',
      firstname: 'Elena',
      lastname: 'Bautista',
      tags: ['TOPUP_ADMIN'],
    });
    elenaCookie = (await loginAs(t.app, '09171230012', 'backoffice')).cookie;
  });

  const update = (id: number, status: number, cookie = shop.adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/UpdateStatus',
      headers: { cookie },
      payload: { id, status, remarks: 'Paid at the counter' },
    });
  const refusals = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topup.status.refused'), eq(auditLog.entityId, String(id))));

  it('refuses an admin moving to Done a request for her own wallet (403, audited); another top-up admin may', async () => {
    const own = await createTopupRequestRow(t.db, {
      customerId: ana.id,
      paymentMethodCode: 102,
      amountCentavos: 1_000_000_00,
    });
    const before = await walletBalance(t.db, ana.id);
    const refused = await update(own.id, TopupStatus.Done);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWN_TOPUP);
    expect((await requestState(t.db, own.referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, ana.id)).toBe(before);
    expect(await refusals(own.id)).toMatchObject([
      { actorId: ana.id, before: { status: 0 }, after: { status: 1, refused: OWN_TOPUP } },
    ]);
    // Other moves of her own request are not credits, and stay open to her.
    expect((await update(own.id, TopupStatus.Processing)).statusCode).toBe(200);
    expect((await update(own.id, TopupStatus.Done)).statusCode).toBe(403);

    const checked = await update(own.id, TopupStatus.Done, elenaCookie);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await walletBalance(t.db, ana.id)).toBe(before + 1_000_000_00);
  });

  it('refuses an admin moving to Done a request she opened as payer for someone else', async () => {
    const request = await createTopupRequestRow(t.db, {
      customerId: shop.customer.id,
      paymentMethodCode: 102,
      amountCentavos: 5_000_00,
    });
    await t.db.execute(
      sql`update topup_requests set created_by_customer_id = ${ana.id} where id = ${request.id}`,
    );
    const before = await walletBalance(t.db, shop.customer.id);
    const refused = await update(request.id, TopupStatus.Done);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWN_TOPUP);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    expect((await update(request.id, TopupStatus.Done, elenaCookie)).statusCode).toBe(200);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 5_000_00);
  });

  it('refuses an admin reposting her own paid card request, by Repost and by UpdateStatus; another top-up admin may', async () => {
    // Ana pays a card top-up of her own wallet through the portal; the provider's webhook is lost.
    const own: CardShop = {
      customer: { ...shop.customer, id: ana.id, mobileNo: ana.mobileNo },
      customerCookie: (await loginAs(t.app, ana.mobileNo, 'portal')).cookie,
      adminCookie: shop.adminCookie,
    };
    const created = await requestCardTopup(t.app, own, 750);
    expect(created.statusCode, created.body).toBe(200);
    const { referenceNumber, checkoutUrl } = created.json<{ referenceNumber: string; checkoutUrl: string }>();
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const { id } = await requestState(t.db, referenceNumber);
    const before = await walletBalance(t.db, ana.id);

    const reposted = await repost(t.app, own, id);
    expect(reposted.statusCode).toBe(403);
    expect(reposted.json().message).toBe(OWN_TOPUP);
    const done = await update(id, TopupStatus.Done);
    expect(done.statusCode).toBe(403);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, ana.id)).toBe(before);

    const checked = await repost(t.app, { ...own, adminCookie: elenaCookie }, id);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await walletBalance(t.db, ana.id)).toBe(before + 750_00);
  });

  it('refuses Done by hand on a card request while the provider says PENDING_PAYMENT; allows it once paid, credited once', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 2_500);
    const { id } = await requestState(t.db, referenceNumber);
    const before = await walletBalance(t.db, shop.customer.id);

    const pending = await update(id, TopupStatus.Done);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      `The card provider reports PENDING_PAYMENT for this request: it cannot be marked Done until the provider confirms the payment (PAYMENT_SUCCESS). Transaction No. ${referenceNumber} stays Pending.`,
    );
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
    // Moving it elsewhere is not a credit and needs no provider.
    expect((await update(id, TopupStatus.OnHold)).statusCode).toBe(200);
    expect((await update(id, TopupStatus.Done)).statusCode).toBe(409);

    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const paid = await update(id, TopupStatus.Done);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 1, statusText: 'Done' });
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 2_500_00);
    const again = await repost(t.app, shop, id);
    expect(again.statusCode).toBe(409);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 2_500_00);
  });

  it('refuses Done by hand on a card request the provider declined, or has no payment for', async () => {
    const declined = await createCardTopup(t.app, shop, 300);
    await chooseOnSandbox(t.app, declined.checkoutUrl, 'decline', 'none');
    const declinedId = (await requestState(t.db, declined.referenceNumber)).id;
    const refused = await update(declinedId, TopupStatus.Done);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The card provider reports PAYMENT_FAILED for this request/);

    // A card request that never reached the provider (saved, then the checkout failed).
    const unknown = await createTopupRequestRow(t.db, {
      customerId: shop.customer.id,
      paymentMethodCode: 101,
      amountCentavos: 400_00,
    });
    const none = await update(unknown.id, TopupStatus.Done);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/^The card provider has no payment for this request/);
    const before = await walletBalance(t.db, shop.customer.id);
    expect((await requestState(t.db, unknown.referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);
  });
});
