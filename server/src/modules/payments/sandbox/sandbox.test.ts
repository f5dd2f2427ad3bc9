import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { listPaymentEvents } from '../payment-events.ts';

const buyer = { firstName: 'Juan', lastName: 'Dela Cruz', phone: '09171234567', email: 'juan@example.com' };

describe('the sandbox provider', () => {
  const t = useTestApp();

  async function openCheckout(referenceNumber: string, amountCentavos = 150_050, who = buyer) {
    return t.app.payments.gateway.createCheckout({ referenceNumber, amountCentavos, buyer: who });
  }

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
