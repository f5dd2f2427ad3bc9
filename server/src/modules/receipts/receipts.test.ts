import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NOT_FOUND } from '../../../../core/api/receipts.ts';
import { OTHER_REASON_REQUIRED } from '../../../../core/cancel-reasons.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import {
  chooseOnSandbox,
  openCardShop,
  requestCardTopup,
  walletBalance,
  type CardShop,
} from '../../../test/card-payments.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { sandboxCheckouts, topupRequests } from '../../db/schema.ts';
import { changeTopupStatus } from '../topups/service.ts';
import { PAY_NOW_MESSAGES } from './pay-now.ts';

/**
 * The receipt link as its holder and as an attacker use it: read, cancel with one tap, Pay now on the same
 * checkout. Every token that opens nothing gets one 404, and misses are limited per address.
 */
describe('receipts by their secret link', () => {
  const t = useTestApp();
  let recipient: Awaited<ReturnType<typeof createCustomer>>;
  let ownerCookie = '';
  let shop: CardShop;
  let adminCookie = '';
  let nextAddress = 1;
  /** Each test its own client address, so that one test's misses do not limit the next. */
  const freshAddress = () => `198.51.100.${nextAddress++}`;

  beforeAll(async () => {
    await createPaymentMethod(t.db, {
      code: 102,
      name: 'Pay on Site',
      minimumAmount: 100_00,
      daysValidity: 3,
    });
    recipient = await createCustomer(t.db, {
      firstname: 'Maria Clara',
      lastname: 'Santos',
      mobileNo: '09171237001',
    });
    ownerCookie = (await loginAs(t.app, recipient.mobileNo)).cookie;
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171237002' });
    adminCookie = shop.adminCookie;
  });

  /** An anonymous payer's request for the recipient's wallet; answers its token and reference. */
  async function anonymousTopup(pesos: number, methodCode = 102, address = '203.0.113.50') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      remoteAddress: address,
      payload: {
        topupOption: 2,
        ewalletAccountId: recipient.id,
        ewalletMobileNo: recipient.mobileNo,
        topupRequestAmount: pesos,
        paymentMethodCode: methodCode,
        contactNumber: '09171237999',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ referenceNumber: string; receiptPath: string; checkoutUrl?: string }>();
    const token = answer.receiptPath.replace(/^\/receipt\//, '');
    return { ...answer, token };
  }

  const read = (token: string, options: { cookie?: string; address?: string; path?: string } = {}) =>
    t.app.inject({
      url: options.path ?? `/api/Receipts/${token}`,
      remoteAddress: options.address ?? freshAddress(),
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const cancel = (token: string, payload: object, address = freshAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/Receipts/${token}/Cancel`, payload, remoteAddress: address });
  const payNow = (token: string, address = freshAddress(), cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Receipts/${token}/PayNow`,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });

  it('shows the payer the request, its exact expiry and its history, with the recipient masked', async () => {
    const created = await anonymousTopup(1500.5);
    expect(created.token).toMatch(/^[0-9a-f]{64}$/);
    const response = await read(created.token);
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      referenceNumber: created.referenceNumber,
      amount: 1500.5,
      paymentMethod: { code: 102, name: 'Pay on Site' },
      status: TopupStatus.Pending,
      statusText: 'Pending',
      datePosted: null,
      canPayNow: false,
      canCancel: true,
      history: [{ status: TopupStatus.Pending, statusText: 'Pending', by: 'you' }],
    });
    // Three days' validity, to the second the database wrote.
    const [row] = await t.db
      .select({ expiresAt: topupRequests.expiresAt })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, created.referenceNumber));
    expect(receipt.expiresAt).toBe(row?.expiresAt?.toISOString());
    expect(receipt.recipientName).not.toContain('Maria Clara Santos');
    expect(receipt.recipientName).not.toContain('Santos');
    expect(receipt.recipientName.startsWith('M')).toBe(true);
    // The reference alone, or the id, opens nothing.
    expect((await read(created.referenceNumber)).statusCode).toBe(404);
  });

  it("shows the wallet's owner, logged in with a password, the whole name on a receipt of her own", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: { cookie: ownerCookie },
      payload: {
        topupOption: 1,
        ewalletAccountId: recipient.id,
        topupRequestAmount: 200,
        paymentMethodCode: 102,
        contactNumber: recipient.mobileNo,
      },
    });
    const token = response.json().receiptPath.replace('/receipt/', '');
    const receipt = (await read(token, { cookie: ownerCookie })).json();
    expect(receipt.recipientName).toBe('Maria Clara Santos');
    // Someone else's receipt for her wallet is the payer's, not hers (issue 25): the same 404 as no link.
    const theirs = await anonymousTopup(201);
    const refused = await read(theirs.token, { cookie: ownerCookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(RECEIPT_NOT_FOUND);
  });

  it('answers other spellings of the path, but never a changed token', async () => {
    const { token } = await anonymousTopup(210);
    for (const path of [`/API/RECEIPTS/${token}`, `/api/receipts/${token}/`, `/api/%52eceipts/${token}`]) {
      const response = await read(token, { path });
      expect(response.statusCode, path).toBe(200);
    }
    const wrong = [
      token.toUpperCase(),
      `${token.slice(0, 63)}0`.replace(/.$/, token.endsWith('0') ? '1' : '0'),
      token.slice(0, 63),
      `${token}0`,
      `${token}%00`,
      ` ${token}`,
      'not-a-token',
      "' or 1=1 --",
      'a'.repeat(90),
    ];
    for (const candidate of wrong) {
      const response = await read(encodeURIComponent(candidate));
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json().message, candidate).toBe(RECEIPT_NOT_FOUND);
    }
  });

  it('limits misses per address: a burst of guesses gets 20 looks, and then even a good link waits', async () => {
    const { token } = await anonymousTopup(220);
    const address = '192.0.2.77';
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => read(i.toString(16).padStart(64, 'f'), { address })),
    );
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const good = await read(token, { address });
    expect(good.statusCode).toBe(429);
    expect(good.headers['retry-after']).toBeDefined();
    // Another address opening its own receipt is not slowed, however often it does.
    const other = '192.0.2.78';
    for (let i = 0; i < 25; i += 1) expect((await read(token, { address: other })).statusCode).toBe(200);
  });

  /** The address's miss counter as the database holds it: its count and its row version (xmin). */
  const counter = async (address: string) => {
    const rows = await queryRows<{ count: number; version: string }>(
      t.db,
      sql`select count, xmin::text as version from rate_limits where key = ${`receipt:${address}`}`,
    );
    return rows[0] ?? null;
  };
  const guess = (i: number) => i.toString(16).padStart(64, 'e');

  it('writes nothing when a link opens its receipt: no counter, and an existing one left as it was', async () => {
    const { token } = await anonymousTopup(221);
    const address = '192.0.2.80';
    for (let i = 0; i < 5; i += 1) expect((await read(token, { address })).statusCode).toBe(200);
    expect(await counter(address)).toBeNull();

    expect((await read(guess(1), { address })).statusCode).toBe(404);
    const afterMiss = await counter(address);
    expect(afterMiss?.count).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => read(token, { address })));
    expect(await counter(address)).toEqual(afterMiss);
    // The wallet's owner reading her own receipt is a hit too.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: { cookie: ownerCookie },
      remoteAddress: '203.0.113.51',
      payload: {
        topupOption: 1,
        ewalletAccountId: recipient.id,
        topupRequestAmount: 222,
        paymentMethodCode: 102,
        contactNumber: recipient.mobileNo,
      },
    });
    const ownToken = own.json().receiptPath.replace('/receipt/', '');
    expect((await read(ownToken, { address, cookie: ownerCookie })).statusCode).toBe(200);
    expect(await counter(address)).toEqual(afterMiss);
  });

  it('counts only misses: 19 misses, then any number of hits, then the 20th miss, then 429 for all', async () => {
    const { token } = await anonymousTopup(223);
    const address = '192.0.2.81';
    for (let i = 0; i < 19; i += 1) expect((await read(guess(100 + i), { address })).statusCode).toBe(404);
    for (let i = 0; i < 30; i += 1) expect((await read(token, { address })).statusCode).toBe(200);
    expect((await read(guess(200), { address })).statusCode).toBe(404);
    expect((await read(guess(201), { address })).statusCode).toBe(429);
    const good = await read(token, { address });
    expect(good.statusCode).toBe(429);
    expect(Number(good.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('bounds a burst of guesses mixed with a good link, whatever their spelling, to the same 20 misses', async () => {
    const { token } = await anonymousTopup(224);
    const address = '192.0.2.82';
    // Other spellings of the path, malformed tokens and well-formed ones all count against one address.
    const spellings = [
      (g: string) => `/api/Receipts/${g}`,
      (g: string) => `/API/RECEIPTS/${g}`,
      (g: string) => `/api/receipts/${g}/`,
      (g: string) => `/api/%52eceipts/${g}`,
    ];
    const guesses = Array.from({ length: 25 }, (_, i) =>
      i % 5 === 4 ? `short${i}` : (spellings[i % spellings.length] ?? spellings[0]!)(guess(300 + i)),
    ).map((path) => (path.startsWith('/') ? path : `/api/Receipts/${path}`));
    const [good, ...answers] = await Promise.all([
      read(token, { address }),
      ...guesses.map((path) => read('', { address, path })),
    ]);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The good link was answered as one-by-one would have: before the 20th miss, or refused after it.
    expect([200, 429]).toContain(good?.statusCode);
    expect((await read(token, { address })).statusCode).toBe(429);
    expect((await counter(address))?.count).toBe(25);
  });

  it("counts the owner's refusal of someone else's request as a miss, like an unknown link", async () => {
    const theirs = await anonymousTopup(225);
    const address = '192.0.2.83';
    for (let i = 0; i < 20; i += 1) {
      expect((await read(theirs.token, { address, cookie: ownerCookie })).statusCode).toBe(404);
    }
    expect((await read(theirs.token, { address, cookie: ownerCookie })).statusCode).toBe(429);
    expect((await counter(address))?.count).toBe(21);
  });

  it("cancels with one of the spec's reasons, as 'you', and only the request of its own token", async () => {
    const mine = await anonymousTopup(230);
    const theirs = await anonymousTopup(231);
    expect((await cancel(mine.token, { reason: 'Changed my mind' })).statusCode).toBe(400);
    const blankOther = await cancel(mine.token, { reason: 'Other', remarks: '   ' });
    expect(blankOther.statusCode).toBe(400);
    expect(blankOther.json().message).toContain(OTHER_REASON_REQUIRED);
    expect((await cancel(mine.token, { reason: 'Other', remarks: 'x'.repeat(1001) })).statusCode).toBe(400);
    // A body naming the other request changes nothing: only the token says which request.
    const done = await cancel(mine.token, {
      reason: 'Other',
      remarks: 'Paid at the counter of another shop',
      id: 1,
      referenceNumber: theirs.referenceNumber,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      referenceNumber: mine.referenceNumber,
      status: TopupStatus.Cancelled,
      canCancel: false,
      canPayNow: false,
      expiresAt: null,
    });
    expect(done.json().history.at(-1)).toMatchObject({ status: TopupStatus.Cancelled, by: 'you' });
    expect((await read(theirs.token)).json().status).toBe(TopupStatus.Pending);
    const [row] = await t.db
      .select({ remarks: topupRequests.remarks })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, mine.referenceNumber));
    expect(row?.remarks).toBe('Paid at the counter of another shop');

    const again = await cancel(mine.token, { reason: 'Incorrect Amount' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This top-up request is Cancelled and can no longer be cancelled');
    // A wrong token cancels nothing and says only "not found".
    const wrong = await cancel('f'.repeat(64), { reason: 'Incorrect Amount' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(RECEIPT_NOT_FOUND);
  });

  it('a burst of cancels moves the request once', async () => {
    const { token, referenceNumber } = await anonymousTopup(232);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cancel(token, { reason: 'Incorrect eWallet Account' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const history = (await read(token)).json().history as { status: number }[];
    expect(history.filter((h) => h.status === TopupStatus.Cancelled)).toHaveLength(1);
    expect(referenceNumber).toMatch(/\S/);
  });

  it('names staff as "staff", never by name', async () => {
    const staff = await createCustomer(t.db, {
      firstname: 'Rosalind',
      lastname: 'Quimpo',
      tags: ['TOPUP_ADMIN'],
    });
    const { token, referenceNumber } = await anonymousTopup(240);
    const [row] = await t.db
      .select({ id: topupRequests.id })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, referenceNumber));
    await changeTopupStatus(t.db, {
      requestId: row?.id ?? 0,
      to: TopupStatus.Processing,
      actor: { kind: 'backoffice', id: staff.id, name: 'Rosalind Quimpo' },
    });
    const response = await read(token);
    expect(response.json().history.map((h: { by: string }) => h.by)).toEqual(['you', 'staff']);
    expect(response.body).not.toContain('Rosalind');
    expect(response.body).not.toContain('Quimpo');
  });

  it('closes Cancel and Pay now, not the receipt, while the site is disabled', async () => {
    const { token } = await anonymousTopup(250);
    const disable = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/AppConfiguration/isDisableWebsite',
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        payload: String(on),
      });
    expect((await disable(true)).statusCode).toBe(200);
    try {
      expect((await read(token)).statusCode).toBe(200);
      expect((await cancel(token, { reason: 'Incorrect Amount' })).statusCode).toBe(503);
      expect((await payNow(token)).statusCode).toBe(503);
    } finally {
      expect((await disable(false)).statusCode).toBe(200);
    }
    expect((await cancel(token, { reason: 'Incorrect Amount' })).statusCode).toBe(200);
  });

  describe('Pay now', () => {
    const requestsFor = async (customerId: number) =>
      (await t.db.select().from(topupRequests).where(eq(topupRequests.ewalletCustomerId, customerId))).length;
    const checkoutsOf = async (referenceNumber: string) =>
      t.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.referenceNumber, referenceNumber));

    it('is refused for a request that is not paid by card', async () => {
      const { token } = await anonymousTopup(260);
      const response = await payNow(token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only a card top-up can be paid from its receipt');
    });

    it('opens the same checkout, once under a burst, never a second request, and pays it once', async () => {
      const created = await anonymousTopup(300, 101);
      expect(created.checkoutUrl).toMatch(/^\/sandbox\/checkout\//);
      expect((await read(created.token)).json()).toMatchObject({ canPayNow: true, canCancel: true });
      const before = await requestsFor(recipient.id);
      const balanceBefore = await walletBalance(t.db, recipient.id);

      const taps = await Promise.all(Array.from({ length: 5 }, () => payNow(created.token)));
      expect(taps.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const urls = new Set(taps.map((r) => r.json().checkoutUrl));
      expect([...urls]).toEqual([created.checkoutUrl]);
      expect(await checkoutsOf(created.referenceNumber)).toHaveLength(1);
      expect(await requestsFor(recipient.id)).toBe(before);

      const paid = await chooseOnSandbox(t.app, created.checkoutUrl ?? '', 'pay');
      expect(paid.statusCode).toBe(303);
      const receipt = (await read(created.token)).json();
      expect(receipt).toMatchObject({ status: TopupStatus.Done, statusText: 'Done', canPayNow: false });
      expect(receipt.datePosted).not.toBeNull();
      expect(receipt.history.at(-1)).toMatchObject({ status: TopupStatus.Done, by: 'card provider' });
      expect(await walletBalance(t.db, recipient.id)).toBe(balanceBefore + 300_00);

      const late = await payNow(created.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(PAY_NOW_MESSAGES.paid);
      expect(await walletBalance(t.db, recipient.id)).toBe(balanceBefore + 300_00);
      expect(await requestsFor(recipient.id)).toBe(before);
    });

    it('posts a payment made but not yet confirmed and opens no checkout for it (409)', async () => {
      const created = await anonymousTopup(310, 101);
      const balanceBefore = await walletBalance(t.db, recipient.id);
      // The buyer paid, and the webhook was lost: the request still reads Pending.
      expect((await chooseOnSandbox(t.app, created.checkoutUrl ?? '', 'pay', 'none')).statusCode).toBe(303);
      const response = await payNow(created.token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Top-up request ${created.referenceNumber} was already paid by card and has been credited to the e-wallet`,
      );
      expect((await read(created.token)).json().status).toBe(TopupStatus.Done);
      expect(await walletBalance(t.db, recipient.id)).toBe(balanceBefore + 310_00);
      expect((await payNow(created.token)).json().message).toBe(PAY_NOW_MESSAGES.paid);
    });

    it('is refused for a checkout the payer declined: the request ends Cancelled', async () => {
      const created = await anonymousTopup(320, 101);
      await chooseOnSandbox(t.app, created.checkoutUrl ?? '', 'decline', 'none');
      const response = await payNow(created.token);
      expect(response.statusCode).toBe(409);
      expect((await read(created.token)).json().status).toBe(TopupStatus.Cancelled);
    });

    it('cancels a pending card request from its receipt after voiding its checkout; Pay now then refuses', async () => {
      const created = await anonymousTopup(330, 101);
      const done = await cancel(created.token, { reason: 'Incorrect Amount' });
      expect(done.statusCode, done.body).toBe(200);
      const [checkout] = await checkoutsOf(created.referenceNumber);
      expect(checkout?.status).toBe('VOIDED');
      const response = await payNow(created.token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(PAY_NOW_MESSAGES.ended(TopupStatus.Cancelled));
    });

    it('makes the logged-in customer who made the request the buyer', async () => {
      const made = await requestCardTopup(t.app, shop, 340);
      const token = made.json().receiptPath.replace('/receipt/', '');
      const response = await payNow(token, freshAddress(), shop.customerCookie);
      expect(response.statusCode).toBe(200);
      const rows = await t.db
        .select({ buyer: sandboxCheckouts.buyer })
        .from(sandboxCheckouts)
        .where(and(eq(sandboxCheckouts.referenceNumber, made.json().referenceNumber)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.buyer).toMatchObject({ firstName: 'Juan', lastName: 'Dela Cruz' });
    });
  });

  it('keeps tokens unique per request', async () => {
    const result = await t.db.execute(
      sql`select count(*)::int as n, count(distinct receipt_token)::int as d from topup_requests`,
    );
    const [row] = (result as unknown as { rows: { n: number; d: number }[] }).rows;
    expect(row?.n).toBe(row?.d);
  });
});
