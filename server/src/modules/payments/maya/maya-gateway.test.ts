import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMaya, type FakeMaya } from '../../../../test/fake-maya-server.ts';
import { GatewayError, type PaymentGateway } from '../gateway.ts';
import { createMayaGateway } from './maya-gateway.ts';

const checkout = {
  referenceNumber: 'K7QX2MPA9ZT4',
  amountCentavos: 150_050,
  buyer: { firstName: 'Juan', lastName: 'Dela Cruz', phone: '09171234567', email: 'juan@example.com' },
};

async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GatewayError)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

describe('Maya gateway against a fake Maya API', () => {
  let fake: FakeMaya;
  let maya: PaymentGateway;

  beforeAll(async () => {
    fake = await startFakeMaya();
    maya = createMayaGateway({
      baseUrl: fake.url,
      publicKey: fake.publicKey,
      secretKey: fake.secretKey,
      publicUrl: 'https://shop.example.com',
      // Generous: the normal answers must not time out on a busy machine; the time-out test has its own.
      timeoutMs: 10_000,
    });
  });
  afterAll(async () => fake.close());

  it('creates a checkout with the documented body, authenticated with the public key only', async () => {
    const created = await maya.createCheckout(checkout);
    expect(created.checkoutUrl).toBe(`${fake.url}/v2/checkout?id=${created.checkoutId}`);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/checkout/v1/checkouts');
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${fake.publicKey}:`).toString('base64')}`);
    expect(sent?.body).toEqual({
      totalAmount: { value: 1500.5, currency: 'PHP' },
      buyer: {
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        contact: { phone: '09171234567', email: 'juan@example.com' },
      },
      items: [{ name: 'eWallet Top-up', quantity: 1, totalAmount: { value: 1500.5 } }],
      redirectUrl: {
        success: 'https://shop.example.com/card/success?ref=K7QX2MPA9ZT4',
        failure: 'https://shop.example.com/card/failure?ref=K7QX2MPA9ZT4',
        cancel: 'https://shop.example.com/card/cancel?ref=K7QX2MPA9ZT4',
      },
      requestReferenceNumber: 'K7QX2MPA9ZT4',
    });
    expect(JSON.stringify(sent)).not.toContain(fake.secretKey);
  });

  it('reads a payment by reference with the secret key, amount in exact centavos', async () => {
    fake.setPayment('K7QX2MPA9ZT4', { status: 'PAYMENT_SUCCESS' });
    const payment = await maya.getPayment('K7QX2MPA9ZT4');
    expect(payment).toMatchObject({
      referenceNumber: 'K7QX2MPA9ZT4',
      status: 'PAYMENT_SUCCESS',
      amountCentavos: 150_050,
      currency: 'PHP',
    });
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/payments/v1/payment-rrns/K7QX2MPA9ZT4');
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
  });

  it('answers null for a reference Maya has no payment for (404 PY0009)', async () => {
    expect(await maya.getPayment('NOSUCHREF123')).toBeNull();
  });

  it('takes the paid payment when a reference has a declined try and a paid one', async () => {
    await maya.createCheckout({ ...checkout, referenceNumber: 'TWOTRIES0001' });
    fake.setPayment('TWOTRIES0001', { status: 'PAYMENT_SUCCESS' });
    await maya.createCheckout({ ...checkout, referenceNumber: 'TWOTRIES0001' });
    fake.setPayment('TWOTRIES0001', { status: 'PAYMENT_FAILED' });
    expect((await maya.getPayment('TWOTRIES0001'))?.status).toBe('PAYMENT_SUCCESS');
  });

  it('reports a refused checkout with Maya code and fields, and no key in the message', async () => {
    fake.misbehave('checkout', {
      kind: 'status',
      status: 400,
      body: {
        code: '2553',
        message: 'Missing/invalid parameters.',
        parameters: [{ field: 'buyer.contact.email', description: 'invalid e-mail' }],
      },
    });
    const error = await failureOf(maya.createCheckout(checkout));
    expect(error.failure).toBe('rejected');
    expect(error.message).toContain('2553');
    expect(error.message).toContain('buyer.contact.email');
    expect(error.message).not.toContain(fake.publicKey);
    expect(error.message).not.toContain(fake.secretKey);
  });

  it('cannot close an unpaid checkout: voidCheckout answers unsupported and calls nothing', async () => {
    const calls = fake.requests.length;
    expect(await maya.voidCheckout('K7QX2MPA9ZT4')).toEqual({ outcome: 'unsupported' });
    expect(fake.requests.length).toBe(calls);
  });

  it('gives a payment back with a void on its day, with the secret key and the reason', async () => {
    await maya.createCheckout({ ...checkout, referenceNumber: 'REFUNDVOID01' });
    fake.setPayment('REFUNDVOID01', { status: 'PAYMENT_SUCCESS' });
    const paymentId = (await maya.getPayment('REFUNDVOID01'))?.paymentId ?? null;
    const done = await maya.refundPayment({
      referenceNumber: 'REFUNDVOID01',
      paymentId,
      amountCentavos: 150_050,
      reason: 'Paid after the request was cancelled',
    });
    expect(done.refundId).toMatch(/^[0-9a-f-]{36}$/);
    const sent = fake.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/payments/v1/payments/${paymentId}/voids`);
    expect(sent?.body).toEqual({ reason: 'Paid after the request was cancelled' });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
    expect((await maya.getPayment('REFUNDVOID01'))?.status).toBe('VOIDED');
  });

  it('refunds in exact pesos when Maya refuses the void (not the payment day any more)', async () => {
    await maya.createCheckout({ ...checkout, referenceNumber: 'REFUNDNEXT01' });
    fake.setPayment('REFUNDNEXT01', { status: 'PAYMENT_SUCCESS' });
    const paymentId = (await maya.getPayment('REFUNDNEXT01'))?.paymentId ?? null;
    fake.misbehave('void', {
      kind: 'status',
      status: 400,
      body: { code: 'PY0107', message: 'Void not allowed' },
    });
    await maya.refundPayment({
      referenceNumber: 'REFUNDNEXT01',
      paymentId,
      amountCentavos: 150_050,
      reason: 'r',
    });
    const [voidCall, refundCall] = fake.requests.slice(-2);
    expect(voidCall?.path).toBe(`/payments/v1/payments/${paymentId}/voids`);
    expect(refundCall?.path).toBe(`/payments/v1/payments/${paymentId}/refunds`);
    expect(refundCall?.body).toEqual({ totalAmount: { amount: 1500.5, currency: 'PHP' }, reason: 'r' });
    expect((await maya.getPayment('REFUNDNEXT01'))?.status).toBe('REFUNDED');
  });

  it("stops at a void that failed on Maya's side (it may have happened), and needs a payment id", async () => {
    await maya.createCheckout({ ...checkout, referenceNumber: 'REFUNDDOWN01' });
    fake.setPayment('REFUNDDOWN01', { status: 'PAYMENT_SUCCESS' });
    const paymentId = (await maya.getPayment('REFUNDDOWN01'))?.paymentId ?? null;
    fake.misbehave('void', { kind: 'status', status: 502, body: { message: 'Bad gateway' } });
    const refund = { referenceNumber: 'REFUNDDOWN01', paymentId, amountCentavos: 150_050, reason: 'r' };
    expect((await failureOf(maya.refundPayment(refund))).failure).toBe('unavailable');
    expect(fake.requests.at(-1)?.path).toBe(`/payments/v1/payments/${paymentId}/voids`);
    const calls = fake.requests.length;
    expect((await failureOf(maya.refundPayment({ ...refund, paymentId: null }))).failure).toBe('rejected');
    expect(fake.requests.length).toBe(calls);
    // Refused twice (already given back, say): a refusal naming Maya's code, and no key in it.
    fake.misbehave('void', { kind: 'status', status: 400, body: { code: 'PY0107', message: 'No' } });
    fake.misbehave('refund', { kind: 'status', status: 400, body: { code: 'PY0108', message: 'Refunded' } });
    const refused = await failureOf(maya.refundPayment(refund));
    expect(refused.failure).toBe('rejected');
    expect(refused.message).toContain('PY0108');
    expect(refused.message).not.toContain(fake.secretKey);
  });

  it('reports wrong keys as a refusal', async () => {
    const wrongKeys = createMayaGateway({
      baseUrl: fake.url,
      publicKey: 'pk-wrong',
      secretKey: 'sk-wrong',
      publicUrl: 'https://shop.example.com',
      timeoutMs: 10_000,
    });
    const error = await failureOf(wrongKeys.getPayment('K7QX2MPA9ZT4'));
    expect(error.failure).toBe('rejected');
    expect(error.message).toContain('401');
    expect(error.message).not.toContain('sk-wrong');
  });

  it('reports server errors and unreadable answers as unavailable', async () => {
    fake.misbehave('payment', { kind: 'status', status: 502, body: { message: 'Bad gateway' } });
    expect((await failureOf(maya.getPayment('K7QX2MPA9ZT4'))).failure).toBe('unavailable');
    fake.misbehave('checkout', { kind: 'garbage' });
    expect((await failureOf(maya.createCheckout(checkout))).failure).toBe('unavailable');
  });

  it('gives up after its time limit and says so', async () => {
    const impatient = createMayaGateway({
      baseUrl: fake.url,
      publicKey: fake.publicKey,
      secretKey: fake.secretKey,
      publicUrl: 'https://shop.example.com',
      timeoutMs: 500,
    });
    fake.misbehave('payment', { kind: 'hang', act: false });
    const started = Date.now();
    const error = await failureOf(impatient.getPayment('K7QX2MPA9ZT4'));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a provider that cannot be reached as unavailable', async () => {
    const nowhere = createMayaGateway({
      baseUrl: 'http://127.0.0.1:1',
      publicKey: 'pk',
      secretKey: 'sk',
      publicUrl: 'https://shop.example.com',
      timeoutMs: 1_000,
    });
    expect((await failureOf(nowhere.getPayment('K7QX2MPA9ZT4'))).failure).toBe('unavailable');
  });
});
