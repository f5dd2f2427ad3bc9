import { beforeAll, describe, expect, it } from 'vitest';
import { openCardShop, requestCardTopup, type CardShop } from '../../../test/card-payments.ts';
import { useMayaTestApp } from '../../../test/maya-test-app.ts';

// Maya opens a new checkout on every call, unlike the sandbox: a double tap on Pay now must still give the
// provider one checkout for the request, and every tap the same page.
describe('Pay now with Maya', () => {
  const t = useMayaTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171237101' });
  });

  it('a burst of five taps opens one Maya checkout, and all five get its address', async () => {
    const created = await requestCardTopup(t.app, shop, 450);
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().receiptPath.replace('/receipt/', '');
    const since = t.fake.requests.length;
    const taps = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/Receipts/${token}/PayNow`,
          remoteAddress: `203.0.113.${i + 10}`,
        }),
      ),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(taps.map((tap) => tap.json().checkoutUrl)).size).toBe(1);
    const checkouts = t.fake.requests
      .slice(since)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/checkout/v1/checkouts'));
    expect(checkouts).toHaveLength(1);

    // A later tap, the request still Pending, gets the same page without asking Maya again.
    const callsBefore = t.fake.requests.length;
    const later = await t.app.inject({ method: 'POST', url: `/api/Receipts/${token}/PayNow` });
    expect(later.json().checkoutUrl).toBe(taps[0]?.json().checkoutUrl);
    expect(t.fake.requests.length).toBe(callsBefore);
  });
});
