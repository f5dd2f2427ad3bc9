import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  chooseOnSandbox,
  confirmPayment,
  createCardTopup,
  openCardShop,
  requestState,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { MAINTENANCE_MESSAGE } from './maintenance-gate.ts';

/**
 * While the maintenance notice is on, nothing new starts: a page opened before the notice (or any client of
 * the API) gets 503 with the notice's words for a new top-up or a cancel. What was already paid still
 * completes: the provider's webhook and the card return page post a payment made before the notice.
 */
describe('the maintenance notice on the server', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171238001' });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
  });

  const setNotice = (on: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { cookie: shop.adminCookie, 'content-type': 'application/json' },
      payload: JSON.stringify(on),
    });
  const ownTopup = (url = '/api/TopupRequests') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: shop.customerCookie },
      payload: {
        topupOption: 1,
        ewalletAccountId: shop.customer.id,
        topupRequestAmount: 200,
        paymentMethodCode: 102,
        contactNumber: shop.customer.mobileNo,
      },
    });
  const requestCount = async () =>
    Number((await queryRows<{ n: string }>(t.db, sql`select count(*)::text as n from topup_requests`))[0]?.n);
  const expectNotice = (response: Awaited<ReturnType<typeof ownTopup>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: MAINTENANCE_MESSAGE,
    });
  };

  it('refuses new top-ups and cancels with the notice, whatever the spelling, and takes them again after', async () => {
    const pending = await createTopupRequestRow(t.db, {
      customerId: shop.customer.id,
      paymentMethodCode: 102,
    });
    expect((await setNotice(true)).statusCode).toBe(200);
    const before = await requestCount();
    expectNotice(await ownTopup());
    expectNotice(await ownTopup('/%61pi/TopupRequests'));
    expect(await requestCount()).toBe(before);

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Cancel',
      payload: { id: pending.id, referenceNumber: pending.referenceNumber, remarks: 'Other' },
    });
    expectNotice(cancel);
    expect((await requestState(t.db, pending.referenceNumber)).status).toBe(TopupStatus.Pending);

    expect((await setNotice(false)).statusCode).toBe(200);
    expect((await ownTopup()).statusCode).toBe(200);
  });

  it('still completes a card payment made before the notice, by webhook and by return page', async () => {
    const byWebhook = await createCardTopup(t.app, shop, 300);
    const byReturnPage = await createCardTopup(t.app, shop, 500);
    expect((await setNotice(true)).statusCode).toBe(200);
    try {
      expect((await chooseOnSandbox(t.app, byWebhook.checkoutUrl, 'pay', 'now')).statusCode).toBe(303);
      expect((await requestState(t.db, byWebhook.referenceNumber)).status).toBe(TopupStatus.Done);

      expect((await chooseOnSandbox(t.app, byReturnPage.checkoutUrl, 'pay', 'none')).statusCode).toBe(303);
      const confirmed = await confirmPayment(t.app, byReturnPage.referenceNumber);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().statusText).toBe('Done');
      expect(await walletBalance(t.db, shop.customer.id)).toBe(800_00);
    } finally {
      await setNotice(false);
    }
  });
});
