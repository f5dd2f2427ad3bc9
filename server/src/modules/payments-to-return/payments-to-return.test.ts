import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENTS_TO_RETURN_MESSAGES,
  type PaymentToReturn,
} from '../../../../core/api/payments-to-return.ts';
import { cancelAsCustomer, payOnSandbox, queueRows, sandboxStatus } from '../../../test/card-life-cycle.ts';
import {
  confirmPayment,
  createCardTopup,
  openCardShop,
  requestState,
  sendWebhook,
  type CardShop,
} from '../../../test/card-payments.ts';
import { useMayaTestApp } from '../../../test/maya-test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../demo/factories.ts';
import { auditLog, cardPaymentStates, paymentsToReturn, sandboxCheckouts } from '../../db/schema.ts';
import { listPaymentEvents } from '../payments/payment-events.ts';

/**
 * The payments-to-return queue's API (core/api/payments-to-return.ts): top-up admins list the payments
 * taken for requests that ended unpaid, and refund each, whole and once, through the gateway, audited.
 */
describe('the payments-to-return queue through the sandbox provider', () => {
  const t = useTestApp();
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230041' });
  });

  /** A payment a late provider took after its request was cancelled: queued to be returned. */
  async function queuedPayment(pesos: number) {
    const created = await createCardTopup(t.app, shop, pesos);
    const { id } = await requestState(t.db, created.referenceNumber);
    expect((await cancelAsCustomer(t.app, { id, referenceNumber: created.referenceNumber })).statusCode).toBe(
      200,
    );
    expect((await payOnSandbox(t.app, created.checkoutUrl, { late: true })).statusCode).toBe(303);
    const [row] = await queueRows(t.db, created.referenceNumber);
    if (!row) throw new Error('the late payment was not queued');
    return { ...created, requestId: id, queueId: row.id };
  }

  const list = (status?: number, cookie = shop.adminCookie) =>
    t.app.inject({
      url: `/api/PaymentsToReturn${status === undefined ? '' : `?status=${status}`}`,
      headers: { cookie },
    });
  const refund = (id: number, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/PaymentsToReturn/${id}/Refund`,
      headers: { cookie: shop.adminCookie, ...headers },
      payload: body,
    });
  const refundEvents = async (referenceNumber: string) =>
    (await listPaymentEvents(t.db, referenceNumber)).filter((e) => e.kind === 'refund');

  it('lists the payments to return, oldest first, in pesos, with why and since when', async () => {
    const first = await queuedPayment(1250.75);
    const second = await queuedPayment(199);
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const rows = answer.json<PaymentToReturn[]>();
    const mine = rows.filter((r) =>
      [first.referenceNumber, second.referenceNumber].includes(r.referenceNumber),
    );
    expect(mine.map((r) => r.referenceNumber)).toEqual([first.referenceNumber, second.referenceNumber]);
    expect(mine[0]).toEqual({
      id: first.queueId,
      referenceNumber: first.referenceNumber,
      topupRequestId: first.requestId,
      requestStatusText: 'Cancelled',
      amount: 1250.75,
      currency: 'PHP',
      gateway: 'sandbox',
      providerPaymentId: expect.stringMatching(/^sbx_/),
      reason: expect.stringContaining('after the request was Cancelled'),
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 0,
      statusText: 'To return',
      refundedAt: null,
      refundedByName: null,
      refundReason: null,
      providerRefundId: null,
      lastRefundError: null,
    });
    expect((await list(0)).json()).toEqual(rows);
    expect((await list(1)).json()).toEqual([]);
    for (const bad of ['2', 'x', '-1']) {
      const refused = await t.app.inject({
        url: `/api/PaymentsToReturn?status=${bad}`,
        headers: { cookie: shop.adminCookie },
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('refunds once when two admins press Refund at the same moment, and audits it', async () => {
    const payment = await queuedPayment(640);
    const colleague = await createCustomer(t.db, {
      firstname: 'Elena',
      lastname: 'Bautista',
      tags: ['TOPUP_ADMIN'],
    });
    const colleagueCookie = (await loginAs(t.app, colleague.mobileNo, 'backoffice')).cookie;
    const presses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(
          payment.queueId,
          { reason: `Customer cancelled before paying (${i})` },
          i % 2 === 0 ? {} : { cookie: colleagueCookie },
        ),
      ),
    );
    const codes = presses.map((p) => p.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of presses.filter((p) => p.statusCode === 409)) {
      expect([
        PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded,
        PAYMENTS_TO_RETURN_MESSAGES.refundInProgress,
      ]).toContain(refused.json().message);
    }
    const done = presses.find((p) => p.statusCode === 200)?.json<PaymentToReturn>();
    expect(done).toMatchObject({
      id: payment.queueId,
      status: 1,
      statusText: 'Refunded',
      refundedAt: expect.stringMatching(/^\d{4}-/),
      refundedByName: expect.stringMatching(/^(Ana Reyes|Elena Bautista)$/),
      refundReason: expect.stringMatching(/^Customer cancelled before paying/),
      providerRefundId: expect.stringMatching(/^rfd_/),
      lastRefundError: null,
    });
    // One refund reached the provider, and the provider now holds the checkout refunded.
    const events = await refundEvents(payment.referenceNumber);
    expect(events.map((e) => e.outcome)).toEqual(['refunded']);
    expect(await sandboxStatus(t.db, payment.referenceNumber)).toBe('REFUNDED');
    // The provider's last word on record (read by the reconciliation report) is the refund now.
    const [state] = await t.db
      .select()
      .from(cardPaymentStates)
      .where(eq(cardPaymentStates.referenceNumber, payment.referenceNumber));
    expect(state?.providerStatus).toBe('REFUNDED');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment-to-return'), eq(auditLog.entityId, payment.referenceNumber)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'payment-to-return.refund',
      actorName: done?.refundedByName,
      before: { status: 'To return', amount: 640, currency: 'PHP' },
      after: { status: 'Refunded', reason: done?.refundReason, providerRefundId: done?.providerRefundId },
    });

    const again = await refund(payment.queueId, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded);
    expect(await refundEvents(payment.referenceNumber)).toHaveLength(1);
    expect((await list(1)).json().map((r: PaymentToReturn) => r.id)).toContain(payment.queueId);
    expect((await list(0)).json().map((r: PaymentToReturn) => r.id)).not.toContain(payment.queueId);

    // The provider's later word changes nothing: no second row, the request stays Cancelled.
    await sendWebhook(t.app, payment.referenceNumber);
    expect((await confirmPayment(t.app, payment.referenceNumber)).json()).toMatchObject({ status: 4 });
    expect(await queueRows(t.db, payment.referenceNumber)).toHaveLength(1);
  });

  it('keeps the payment in the queue with the reason when the provider refuses, and refunds it later', async () => {
    const payment = await queuedPayment(150);
    // The provider no longer holds the payment as paid (say, a chargeback took it back): it refuses.
    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'PAYMENT_FAILED' })
      .where(eq(sandboxCheckouts.referenceNumber, payment.referenceNumber));
    const refused = await refund(payment.queueId, { reason: 'Customer cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENTS_TO_RETURN_MESSAGES.providerRefused);
    const [row] = await queueRows(t.db, payment.referenceNumber);
    expect(row).toMatchObject({ status: 0, refundClaimedUntil: null, refundedAt: null });
    expect(row?.lastRefundError).toContain('The provider refused the refund');
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment-to-return.refund.failed'),
          eq(auditLog.entityId, payment.referenceNumber),
        ),
      );
    expect(failed).toHaveLength(1);

    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'PAYMENT_SUCCESS' })
      .where(eq(sandboxCheckouts.referenceNumber, payment.referenceNumber));
    const done = await refund(payment.queueId, { reason: 'Customer cancelled' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 1, lastRefundError: null });
  });

  it('takes a refund held by a process that died once its claim has passed', async () => {
    const payment = await queuedPayment(160);
    const held = new Date(Date.now() + 60_000);
    await t.db
      .update(paymentsToReturn)
      .set({ refundClaimedUntil: held })
      .where(eq(paymentsToReturn.id, payment.queueId));
    expect((await refund(payment.queueId, { reason: 'Try' })).json().message).toBe(
      PAYMENTS_TO_RETURN_MESSAGES.refundInProgress,
    );
    expect(await refundEvents(payment.referenceNumber)).toEqual([]);
    await t.db
      .update(paymentsToReturn)
      .set({ refundClaimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(paymentsToReturn.id, payment.queueId));
    expect((await refund(payment.queueId, { reason: 'Try' })).statusCode).toBe(200);
  });

  it('refuses a missing or over-long reason, and an unknown id, changing nothing', async () => {
    const payment = await queuedPayment(170);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const refused = await refund(payment.queueId, body);
      expect(refused.statusCode).toBe(400);
      expect([
        PAYMENTS_TO_RETURN_MESSAGES.reasonRequired,
        PAYMENTS_TO_RETURN_MESSAGES.reasonTooLong,
      ]).toContain(refused.json().message);
    }
    expect((await refund(999_999, { reason: 'Nothing' })).statusCode).toBe(404);
    expect((await refund(999_999, { reason: 'Nothing' })).json().message).toBe(
      PAYMENTS_TO_RETURN_MESSAGES.notFound,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/PaymentsToReturn/abc/Refund',
          headers: { cookie: shop.adminCookie },
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await refundEvents(payment.referenceNumber)).toEqual([]);
    expect((await queueRows(t.db, payment.referenceNumber))[0]?.status).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, refunding once', async () => {
    const payment = await queuedPayment(180);
    const key = { 'idempotency-key': `refund-${payment.queueId}-0001` };
    const first = await refund(payment.queueId, { reason: 'Customer cancelled' }, key);
    const second = await refund(payment.queueId, { reason: 'Customer cancelled' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await refundEvents(payment.referenceNumber)).toHaveLength(1);
  });

  it('is for top-up admins only: other back-office roles get 403 and change nothing', async () => {
    const payment = await queuedPayment(190);
    for (const tag of ['TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER']) {
      const user = await createCustomer(t.db, { tags: [tag] });
      const cookie = (await loginAs(t.app, user.mobileNo, 'backoffice')).cookie;
      expect((await list(0, cookie)).statusCode).toBe(403);
      const refused = await refund(payment.queueId, { reason: 'Not mine to do' }, { cookie });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/PaymentsToReturn' })).statusCode).toBe(401);
    expect((await list(0, shop.customerCookie)).statusCode).toBe(401);
    expect(await refundEvents(payment.referenceNumber)).toEqual([]);
    expect((await queueRows(t.db, payment.referenceNumber))[0]?.status).toBe(0);
  });
});

describe('refunding a queued payment through Maya (a fake Maya API on this machine)', () => {
  const t = useMayaTestApp({ publicUrl: 'https://shop.example.com' });
  let shop: CardShop;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171230042' });
  });

  async function queuedPayment(pesos: number) {
    const created = await createCardTopup(t.app, shop, pesos);
    const { id } = await requestState(t.db, created.referenceNumber);
    expect((await cancelAsCustomer(t.app, { id, referenceNumber: created.referenceNumber })).statusCode).toBe(
      200,
    );
    t.fake.setPayment(created.referenceNumber, { status: 'PAYMENT_SUCCESS' });
    await sendWebhook(t.app, created.referenceNumber);
    const [row] = await queueRows(t.db, created.referenceNumber);
    if (!row) throw new Error('the late payment was not queued');
    return { ...created, row };
  }

  /** The last call to Maya that was not a read (a refund reads the payment once more after it). */
  const lastPost = () => t.fake.requests.filter((r) => r.method === 'POST').at(-1);
  const refund = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/PaymentsToReturn/${id}/Refund`,
      headers: { cookie: shop.adminCookie },
      payload: { reason: 'Paid after the request was cancelled' },
    });

  it("voids the payment on its day, with the secret key, and keeps Maya's id", async () => {
    const { row } = await queuedPayment(700);
    const done = await refund(row.id);
    expect(done.statusCode).toBe(200);
    const sent = lastPost();
    expect(sent?.path).toBe(`/payments/v1/payments/${row.providerPaymentId}/voids`);
    expect(sent?.body).toEqual({ reason: 'Paid after the request was cancelled' });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${t.fake.secretKey}:`).toString('base64')}`);
    expect(done.json().providerRefundId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refunds it when Maya refuses the void (a later day), and says so when Maya is down', async () => {
    const { row } = await queuedPayment(710);
    t.fake.misbehave('void', {
      kind: 'status',
      status: 400,
      body: { code: 'PY0107', message: 'Cannot void' },
    });
    t.fake.misbehave('refund', { kind: 'status', status: 503, body: { message: 'Maintenance' } });
    const down = await refund(row.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PAYMENTS_TO_RETURN_MESSAGES.providerUnavailable);
    expect((await queueRows(t.db, row.referenceNumber))[0]).toMatchObject({
      status: 0,
      refundClaimedUntil: null,
    });

    t.fake.misbehave('void', {
      kind: 'status',
      status: 400,
      body: { code: 'PY0107', message: 'Cannot void' },
    });
    const done = await refund(row.id);
    expect(done.statusCode).toBe(200);
    const sent = lastPost();
    expect(sent?.path).toBe(`/payments/v1/payments/${row.providerPaymentId}/refunds`);
    expect(sent?.body).toEqual({
      totalAmount: { amount: 710, currency: 'PHP' },
      reason: 'Paid after the request was cancelled',
    });
    expect(done.json()).toMatchObject({ status: 1, lastRefundError: null });
    expect(t.fake.payments.get(row.referenceNumber)?.at(-1)?.status).toBe('REFUNDED');
  });
});
