import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { createCustomer } from '../../demo/factories.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { loginAs } from '../../../test/sessions.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  repost,
  requestState,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('payment lookup and repost in the back office', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230002' });
  });

  const lookup = (referenceNumber: string, amount: string, cookie = shop.adminCookie) =>
    t.app.inject({
      url: `/api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount?ReferenceNumber=${referenceNumber}&Amount=${amount}`,
      headers: { cookie },
    });

  it("answers the provider's status for the reference and amount", async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 1234.5);
    expect((await lookup(referenceNumber, '1234.50')).json()).toEqual({ status: 'PENDING_PAYMENT' });
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    expect((await lookup(referenceNumber, '1234.5')).json()).toEqual({ status: 'PAYMENT_SUCCESS' });
    expect((await lookup(referenceNumber, '1234')).json()).toEqual({ status: 'AMOUNT_MISMATCH' });
    expect((await lookup('NOSUCHREF777', '100')).json()).toEqual({ status: 'NOT_FOUND' });
    expect((await lookup(referenceNumber, 'abc')).statusCode).toBe(400);
  });

  it('reposts a paid, unposted request: Done with datePosted, credited once; a second repost is refused', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 800);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const { id } = await requestState(t.db, referenceNumber);
    const posted = await repost(t.app, shop, id);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ id, referenceNumber, status: 1, statusText: 'Done' });
    expect(posted.json().datePosted).toEqual(expect.any(String));
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 800_00);
    // The repost's entry keeps its request's date posted and the balance after it (decision 0036).
    expect((await readLedgerState(t.db)).accountsOutOfBalance).toBe(0);

    const again = await repost(t.app, shop, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Top-up request is already posted');
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 800_00);
  });

  it('refuses to repost a request the provider has not been paid for', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 900);
    const { id } = await requestState(t.db, referenceNumber);
    const unpaid = await repost(t.app, shop, id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('The provider reports PENDING_PAYMENT; nothing was posted');
    // A declined payment, read by the repost, cancels the request (decision 0014): nothing to post.
    await chooseOnSandbox(t.app, checkoutUrl, 'decline', 'none');
    expect((await repost(t.app, shop, id)).json().message).toBe(
      'Top-up request is Cancelled and cannot be posted',
    );
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Cancelled);
    expect((await repost(t.app, shop, 999_999)).statusCode).toBe(404);
  });

  it('is for top-up admins only', async () => {
    const { referenceNumber } = await createCardTopup(t.app, shop, 100);
    const { id } = await requestState(t.db, referenceNumber);
    const encoder = await createCustomer(t.db, { tags: ['TRANSMITTAL_ENCODER'] });
    const encoderCookie = (await loginAs(t.app, encoder.mobileNo, 'backoffice')).cookie;
    expect((await lookup(referenceNumber, '100', '')).statusCode).toBe(401);
    expect((await lookup(referenceNumber, '100', encoderCookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/TopupRequests/RepostTopup?TopupRequestId=${id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const asEncoder = await t.app.inject({
      method: 'POST',
      url: `/api/TopupRequests/RepostTopup?TopupRequestId=${id}`,
      headers: { cookie: encoderCookie },
    });
    expect(asEncoder.statusCode).toBe(403);
    const events = await t.app.inject({
      url: `/api/Payments/Events?referenceNumber=${referenceNumber}`,
      headers: { cookie: shop.adminCookie },
    });
    expect(events.json().map((e: { kind: string }) => e.kind)).toEqual(['create_checkout']);
    expect(
      (await t.app.inject({ url: `/api/Payments/Events?referenceNumber=${referenceNumber}` })).statusCode,
    ).toBe(401);
  });
});
