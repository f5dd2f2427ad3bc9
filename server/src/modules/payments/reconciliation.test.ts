import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  requestState,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { topupRequests } from '../../db/schema.ts';
import { DEFAULT_RECONCILE_OPTIONS, reconcileCardPayments } from './reconciliation.ts';

/** Every request is "a few minutes old" for these runs; tests of the age rule set their own. */
const NOW = { ...DEFAULT_RECONCILE_OPTIONS, minAgeMinutes: 0, recheckSeconds: 0 };

describe('reconciliation of pending card payments', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230003' });
  });

  async function statusAndRemarks(referenceNumber: string) {
    const [row] = await t.db
      .select({ status: topupRequests.status, remarks: topupRequests.remarks })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, referenceNumber));
    return row;
  }

  it('posts a paid request whose webhook was lost and whose buyer never came back', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 650);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const summary = await reconcileCardPayments(t.app.payments, NOW);
    expect(summary).toMatchObject({ posted: 1, failed: 0 });
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 650_00);
    expect((await reconcileCardPayments(t.app.payments, NOW)).posted).toBe(0);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 650_00);
  });

  it('cancels a declined or payer-cancelled payment, and leaves an open checkout alone until it expires', async () => {
    const declined = await createCardTopup(t.app, shop, 100);
    const cancelled = await createCardTopup(t.app, shop, 100);
    const open = await createCardTopup(t.app, shop, 100);
    await chooseOnSandbox(t.app, declined.checkoutUrl, 'decline', 'none');
    await chooseOnSandbox(t.app, cancelled.checkoutUrl, 'cancel', 'none');
    expect(await reconcileCardPayments(t.app.payments, NOW)).toMatchObject({ cancelled: 2, expired: 0 });
    expect(await statusAndRemarks(declined.referenceNumber)).toEqual({
      status: TopupStatus.Cancelled,
      remarks: 'Card payment declined',
    });
    expect(await statusAndRemarks(cancelled.referenceNumber)).toEqual({
      status: TopupStatus.Cancelled,
      remarks: 'Card checkout cancelled by the payer',
    });
    expect((await requestState(t.db, open.referenceNumber)).status).toBe(TopupStatus.Pending);

    await reconcileCardPayments(t.app.payments, { ...NOW, checkoutLifetimeMinutes: 0 });
    expect(await statusAndRemarks(open.referenceNumber)).toEqual({
      status: TopupStatus.Expired,
      remarks: 'No card payment arrived before the checkout expired',
    });
  });

  it('leaves requests younger than the minimum age to the webhook and the return page', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 100);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    await reconcileCardPayments(t.app.payments, { ...NOW, minAgeMinutes: 5 });
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    await reconcileCardPayments(t.app.payments, NOW);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
  });

  it('lets two runs at once share the work: each request is read by one of them', async () => {
    const before = await walletBalance(t.db, shop.customer.id);
    const created = [];
    for (let i = 0; i < 4; i += 1) created.push(await createCardTopup(t.app, shop, 100));
    for (const { checkoutUrl } of created) await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    // Only the Pending ones: the requests earlier tests ended are read again too, but they are not these.
    const options = { ...NOW, recheckSeconds: 60, endedWithinHours: 0 };
    const [first, second] = await Promise.all([
      reconcileCardPayments(t.app.payments, options),
      reconcileCardPayments(t.app.payments, options),
    ]);
    expect((first?.checked ?? 0) + (second?.checked ?? 0)).toBe(4);
    expect((first?.posted ?? 0) + (second?.posted ?? 0)).toBe(4);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 4 * 100_00);
    // Just claimed: a third run within the recheck time reads none of them again.
    expect((await reconcileCardPayments(t.app.payments, options)).checked).toBe(0);
  });
});
