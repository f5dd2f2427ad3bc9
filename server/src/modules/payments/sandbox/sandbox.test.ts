import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { listPaymentEvents } from '../payment-events.ts';

const buyer = { firstName: 'Juan', lastName: 'Dela Cruz', phone: '09171234567', email: 'juan@example.com' };

describe('the sandbox provider', () => {
  const t = useTestApp();

  async function openCheckout(referenceNumber: string, amountCentavos = 150_050, who = buyer) {
    return t.app.payments.gateway.createCheckout({ referenceNumber, amountCentavos, buyer: who });
  }
  const post = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('serves a checkout page with reference, amount, buyer and three buttons, and no script', async () => {
    const created = await openCheckout('SBXPAGE00001');
    expect(created.checkoutUrl).toBe(`/sandbox/checkout/${created.checkoutId}`);
    const page = await t.app.inject({ url: created.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SBXPAGE00001');
    expect(page.body).toContain('₱1,500.50');
    expect(page.body).toContain('Juan Dela Cruz');
    expect(page.body).toContain('juan@example.com');
    for (const action of ['pay', 'decline', 'cancel']) {
      expect(page.body).toContain(`action="/sandbox/checkout/${created.checkoutId}/${action}"`);
    }
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('escapes what the buyer typed', async () => {
    const created = await openCheckout('SBXESCAPE001', 10_000, { ...buyer, firstName: '<script>x</script>' });
    const page = await t.app.inject({ url: created.checkoutUrl });
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('keeps one checkout per reference, so a retry after a lost answer opens no second one', async () => {
    const first = await openCheckout('SBXRETRY0001');
    const second = await openCheckout('SBXRETRY0001');
    expect(second.checkoutId).toBe(first.checkoutId);
  });

  it('records the payment, redirects to the return page, and ignores a second choice', async () => {
    const created = await openCheckout('SBXPAY000001');
    expect((await t.app.payments.gateway.getPayment('SBXPAY000001'))?.status).toBe('PENDING_PAYMENT');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${created.checkoutUrl}/pay?webhook=none`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/card/success?ref=SBXPAY000001');
    expect(await t.app.payments.gateway.getPayment('SBXPAY000001')).toMatchObject({
      status: 'PAYMENT_SUCCESS',
      amountCentavos: 150_050,
      currency: 'PHP',
    });

    const declinedLater = await t.app.inject({
      method: 'POST',
      url: `${created.checkoutUrl}/decline?webhook=none`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declinedLater.headers.location).toBe('/card/success?ref=SBXPAY000001');
    expect((await t.app.payments.gateway.getPayment('SBXPAY000001'))?.status).toBe('PAYMENT_SUCCESS');
    const page = await t.app.inject({ url: created.checkoutUrl });
    expect(page.body).toContain('already finished');
    expect(page.body).not.toContain('/pay"');
  });

  it('sends a declined payment to the failure page and a cancelled one to the cancel page', async () => {
    const declined = await openCheckout('SBXDECLINE01');
    const cancelled = await openCheckout('SBXCANCEL001');
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await post(`${declined.checkoutUrl}/decline?webhook=none`)).headers.location).toBe(
      '/card/failure?ref=SBXDECLINE01',
    );
    expect((await post(`${cancelled.checkoutUrl}/cancel?webhook=none`)).headers.location).toBe(
      '/card/cancel?ref=SBXCANCEL001',
    );
    expect((await t.app.payments.gateway.getPayment('SBXDECLINE01'))?.status).toBe('PAYMENT_FAILED');
    expect((await t.app.payments.gateway.getPayment('SBXCANCEL001'))?.status).toBe('PAYMENT_CANCELLED');
  });

  it('carries the chosen webhook delivery into its forms', async () => {
    const created = await openCheckout('SBXMODE00001');
    const page = await t.app.inject({ url: `${created.checkoutUrl}?webhook=late&delayMs=500` });
    expect(page.body).toContain(`/pay?webhook=late&amp;delayMs=500"`);
    expect((await t.app.inject({ url: `${created.checkoutUrl}?webhook=sometimes` })).statusCode).toBe(400);
  });

  it('voids only an untouched checkout, once, in one conditional step', async () => {
    const open = await openCheckout('SBXVOID00001');
    expect(await t.app.payments.gateway.voidCheckout('SBXVOID00001')).toEqual({ outcome: 'voided' });
    expect(await t.app.payments.gateway.voidCheckout('SBXVOID00001')).toEqual({ outcome: 'voided' });
    expect((await t.app.payments.gateway.getPayment('SBXVOID00001'))?.status).toBe('VOIDED');
    // A reference without a checkout (its creation failed) can take no money either.
    expect(await t.app.payments.gateway.voidCheckout('SBXNONE00001')).toEqual({ outcome: 'voided' });

    const paid = await openCheckout('SBXVOID00002');
    await post(`${paid.checkoutUrl}/pay?webhook=none`);
    expect(await t.app.payments.gateway.voidCheckout('SBXVOID00002')).toEqual({
      outcome: 'too_late',
      status: 'PAYMENT_SUCCESS',
    });
    const events = await listPaymentEvents(t.db, 'SBXVOID00002');
    expect(events.filter((e) => e.kind === 'void_checkout').map((e) => e.outcome)).toEqual(['too_late']);

    // A voided checkout's page offers nothing and its buttons refuse (409), whatever the delivery asked.
    const page = await t.app.inject({ url: open.checkoutUrl });
    expect(page.body).toContain('This checkout was cancelled');
    expect(page.body).not.toMatch(/<form/);
    for (const action of ['pay', 'decline', 'cancel']) {
      const refused = await post(`${open.checkoutUrl}/${action}?webhook=twice`);
      expect(refused.statusCode).toBe(409);
      expect(refused.headers.location).toBeUndefined();
    }
    expect((await t.app.payments.gateway.getPayment('SBXVOID00001'))?.status).toBe('VOIDED');
  });

  it('plays a late provider with ?late=1: the voided checkout takes the payment all the same', async () => {
    const created = await openCheckout('SBXLATE00001');
    await t.app.payments.gateway.voidCheckout('SBXLATE00001');
    const page = await t.app.inject({ url: `${created.checkoutUrl}?late=1&webhook=none` });
    expect(page.body).toContain('takes the payment all the same');
    expect(page.body).toContain(`action="${created.checkoutUrl}/pay?webhook=none&amp;late=1"`);
    expect(page.body).not.toContain('/decline');
    const paid = await post(`${created.checkoutUrl}/pay?webhook=none&late=1`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/card/success?ref=SBXLATE00001');
    expect((await t.app.payments.gateway.getPayment('SBXLATE00001'))?.status).toBe('PAYMENT_SUCCESS');
    // The flag takes nothing already finished: a second pay, or one on a declined checkout, changes nothing.
    const declined = await openCheckout('SBXLATE00002');
    await post(`${declined.checkoutUrl}/decline?webhook=none`);
    expect((await post(`${declined.checkoutUrl}/pay?webhook=none&late=1`)).headers.location).toBe(
      '/card/failure?ref=SBXLATE00002',
    );
    expect((await t.app.payments.gateway.getPayment('SBXLATE00002'))?.status).toBe('PAYMENT_FAILED');
  });

  it('refunds a paid checkout whole and once; anything else is refused', async () => {
    const created = await openCheckout('SBXREFUND001');
    const refund = { referenceNumber: 'SBXREFUND001', paymentId: created.checkoutId, reason: 'test' };
    const unpaid = await t.app.payments.gateway
      .refundPayment({ ...refund, amountCentavos: 150_050 })
      .catch((e: unknown) => e);
    expect(unpaid).toMatchObject({ failure: 'rejected' });
    await post(`${created.checkoutUrl}/pay?webhook=none`);
    const part = await t.app.payments.gateway
      .refundPayment({ ...refund, amountCentavos: 100 })
      .catch((e: unknown) => e);
    expect(part).toMatchObject({ failure: 'rejected' });
    const done = await t.app.payments.gateway.refundPayment({ ...refund, amountCentavos: 150_050 });
    expect(done.refundId).toMatch(/^rfd_/);
    expect((await t.app.payments.gateway.getPayment('SBXREFUND001'))?.status).toBe('REFUNDED');
    const twice = await t.app.payments.gateway
      .refundPayment({ ...refund, amountCentavos: 150_050 })
      .catch((e: unknown) => e);
    expect(twice).toMatchObject({ failure: 'rejected' });
    const events = await listPaymentEvents(t.db, 'SBXREFUND001');
    expect(events.filter((e) => e.kind === 'refund').map((e) => e.outcome)).toEqual([
      'rejected',
      'rejected',
      'refunded',
      'rejected',
    ]);
  });

  it('answers 404 for an unknown checkout', async () => {
    expect((await t.app.inject({ url: '/sandbox/checkout/sbx_nothing' })).statusCode).toBe(404);
  });

  it('records every gateway call with its outcome and latency', async () => {
    await openCheckout('SBXEVENTS001');
    await t.app.payments.gateway.getPayment('SBXEVENTS001');
    await t.app.payments.gateway.getPayment('SBXNOTHING01');
    const events = await listPaymentEvents(t.db, 'SBXEVENTS001');
    expect(events.map((e) => [e.kind, e.outcome, e.gateway])).toEqual([
      ['create_checkout', 'created', 'sandbox'],
      ['get_payment', 'PENDING_PAYMENT', 'sandbox'],
    ]);
    expect(events.every((e) => typeof e.latencyMs === 'number' && e.latencyMs >= 0)).toBe(true);
    expect((await listPaymentEvents(t.db, 'SBXNOTHING01')).map((e) => e.outcome)).toEqual(['not_found']);
  });
});
