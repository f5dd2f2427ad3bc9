import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NOT_FOUND } from '../../../core/api/receipts.ts';
import type { HistoryLine, HistoryPage } from '../../../core/api/wallet-history.ts';
import { MESSAGES } from '../../../core/messages.ts';
import { TopupStatus } from '../../../core/topup-status.ts';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { topupRequests } from '../../src/db/schema.ts';
import { chooseOnSandbox } from '../card-payments.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Issue 25, "one insider, two accounts": the wallet's owner must not learn who paid for her. A top-up has
 * two sides (core/request-sides.ts): the payer's (the receipt link, Pay now with its checkout, cancel, the
 * contact number and e-mail typed) and the owner's (the credit, the pending request). Here the owner,
 * logged in, tries every door to the payer's side of a request someone else made for her wallet; the payer
 * and the link's holder still have all of theirs.
 */
describe("the payer's side and the wallet owner's side of a top-up", () => {
  const t = useTestApp();
  const PAYER = { firstname: 'Pedro', lastname: 'Penduko', email: 'pedro.penduko@example.com' };
  const PAYER_CONTACT = '09171239299';
  const ANONYMOUS_CONTACT = '09171239288';
  const ANONYMOUS_EMAIL = 'anon.payer@example.com';
  let owner: Awaited<ReturnType<typeof createCustomer>>;
  let ownerCookie = '';
  let payerCookie = '';
  /** The payer's card request for the owner's wallet, made logged in with a password. */
  let card: { id: number; referenceNumber: string; token: string; checkoutUrl: string };
  /** An anonymous payer's Pay on Site request for the owner's wallet. */
  let anonymous: { id: number; referenceNumber: string; token: string };
  /** A request made through the owner's QR code, by whoever held it. */
  let viaQr: { id: number; referenceNumber: string; token: string; qrCookie: string };
  /** The owner's own request for her wallet. */
  let own: { id: number; referenceNumber: string; token: string };

  const tokenOf = (path: string) => path.replace(/^\/receipt\//, '');
  async function idOf(referenceNumber: string): Promise<number> {
    const [row] = await t.db
      .select({ id: topupRequests.id })
      .from(topupRequests)
      .where(eq(topupRequests.referenceNumber, referenceNumber));
    return row!.id;
  }
  async function statusOf(id: number): Promise<number> {
    const [row] = await t.db
      .select({ status: topupRequests.status })
      .from(topupRequests)
      .where(eq(topupRequests.id, id));
    return row!.status;
  }
  async function create(payload: object, cookie?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: cookie ? { cookie } : {},
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ referenceNumber: string; receiptPath: string; checkoutUrl?: string }>();
    return { ...answer, token: tokenOf(answer.receiptPath), id: await idOf(answer.referenceNumber) };
  }

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 101, name: 'Debit/Credit Card', minimumAmount: 100_00 });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', minimumAmount: 100_00 });
    owner = await createCustomer(t.db, {
      firstname: 'Maria Clara',
      lastname: 'Santos',
      mobileNo: '09171239201',
      qrCode: 'QR-ISSUE25-MARIA',
    });
    const payer = await createCustomer(t.db, { ...PAYER, mobileNo: '09171239202' });
    ownerCookie = (await loginAs(t.app, owner.mobileNo)).cookie;
    payerCookie = (await loginAs(t.app, payer.mobileNo)).cookie;

    const forOwner = { topupOption: 2, ewalletAccountId: owner.id, ewalletMobileNo: owner.mobileNo };
    const created = await create(
      { ...forOwner, topupRequestAmount: 750, paymentMethodCode: 101, contactNumber: PAYER_CONTACT },
      payerCookie,
    );
    card = { ...created, checkoutUrl: created.checkoutUrl ?? '' };
    expect(card.checkoutUrl).toMatch(/^\/sandbox\/checkout\//);
    anonymous = await create({
      ...forOwner,
      topupRequestAmount: 300,
      paymentMethodCode: 102,
      contactNumber: ANONYMOUS_CONTACT,
      payerEmail: ANONYMOUS_EMAIL,
    });
    const lookup = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-ISSUE25-MARIA' });
    const qrCookie = lookup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    viaQr = {
      ...(await create(
        {
          topupOption: 1,
          ewalletAccountId: owner.id,
          topupRequestAmount: 400,
          paymentMethodCode: 102,
          contactNumber: '09171239277',
        },
        qrCookie,
      )),
      qrCookie,
    };
    own = await create(
      {
        topupOption: 1,
        ewalletAccountId: owner.id,
        topupRequestAmount: 200,
        paymentMethodCode: 102,
        contactNumber: owner.mobileNo,
      },
      ownerCookie,
    );
  });

  /** Nothing of the payer's side in an answer the owner gets. */
  function expectNothingOfThePayer(body: string, request: { referenceNumber: string; token: string }) {
    for (const secret of [
      PAYER.firstname,
      PAYER.lastname,
      PAYER.email,
      PAYER_CONTACT,
      ANONYMOUS_CONTACT,
      ANONYMOUS_EMAIL,
      '09171239277',
      request.referenceNumber,
      request.token,
      '/sandbox/checkout',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
  }

  async function ownerHistory(): Promise<HistoryLine[]> {
    const response = await t.app.inject({
      url: '/api/Customers/Me/History',
      headers: { cookie: ownerCookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<HistoryPage>().lines;
  }

  it("shows the owner others' requests in her history, without receipt, reference or payer", async () => {
    const lines = await ownerHistory();
    for (const request of [card, anonymous, viaQr]) {
      const line = lines.find((l) => l.kind === 'topup' && l.id === request.id);
      expect(line, request.referenceNumber).toMatchObject({
        status: TopupStatus.Pending,
        credited: false,
        receiptPath: null,
        reference: null,
        byAnotherPayer: true,
      });
      expectNothingOfThePayer(JSON.stringify(line), request);
    }
    // Her own request is all hers: its receipt and its reference.
    expect(lines.find((l) => l.id === own.id)).toMatchObject({
      receiptPath: `/receipt/${own.token}`,
      reference: own.referenceNumber,
      byAnotherPayer: false,
    });
  });

  it("shows the owner the detail of a payer's request without the payer's details or actions", async () => {
    for (const request of [card, anonymous, viaQr]) {
      const response = await t.app.inject({
        url: `/api/Customers/Me/History/topup/${request.id}`,
        headers: { cookie: ownerCookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        kind: 'topup',
        referenceNumber: null,
        receiptPath: null,
        byAnotherPayer: true,
        status: TopupStatus.Pending,
        statusHistory: [{ status: TopupStatus.Pending, by: 'payer' }],
      });
      expectNothingOfThePayer(response.body, request);
    }
    const mine = await t.app.inject({
      url: `/api/Customers/Me/History/topup/${own.id}`,
      headers: { cookie: ownerCookie },
    });
    expect(mine.json()).toMatchObject({ referenceNumber: own.referenceNumber, byAnotherPayer: false });
  });

  it('refuses the owner the receipt, Pay now and cancel even holding the link, as for a link that opens nothing', async () => {
    for (const request of [card, anonymous, viaQr]) {
      for (const path of [`/api/Receipts/${request.token}`, `/API/receipts/${request.token}`]) {
        const read = await t.app.inject({ url: path, headers: { cookie: ownerCookie } });
        expect(read.statusCode, path).toBe(404);
        expect(read.json().message).toBe(RECEIPT_NOT_FOUND);
      }
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/Receipts/${request.token}/Cancel`,
        headers: { cookie: ownerCookie },
        payload: { reason: 'Incorrect Amount' },
      });
      expect(cancel.statusCode).toBe(404);
      expect(cancel.json().message).toBe(RECEIPT_NOT_FOUND);
      expect(await statusOf(request.id)).toBe(TopupStatus.Pending);
    }
    const payNow = await t.app.inject({
      method: 'POST',
      url: `/api/Receipts/${card.token}/PayNow`,
      headers: { cookie: ownerCookie },
    });
    expect(payNow.statusCode).toBe(404);
    expect(payNow.body).not.toContain('/sandbox/checkout');
  });

  it("refuses the owner the spec's search and cancel of a payer's request, with her own mobile number", async () => {
    for (const request of [card, anonymous, viaQr]) {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        headers: { cookie: ownerCookie },
        payload: { referenceNumber: request.referenceNumber, supportingReference: owner.mobileNo },
      });
      expect(search.statusCode).toBe(404);
      expect(search.json().message).toBe(MESSAGES.noExactMatches);
      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Cancel',
        headers: { cookie: ownerCookie },
        payload: { id: request.id, referenceNumber: request.referenceNumber, remarks: 'Incorrect Amount' },
      });
      expect(cancel.statusCode).toBe(404);
      expect(await statusOf(request.id)).toBe(TopupStatus.Pending);
    }
    // Her own request she finds and may cancel (below, after the payer's have been tried).
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Search',
      headers: { cookie: ownerCookie },
      payload: { referenceNumber: own.referenceNumber, supportingReference: owner.mobileNo },
    });
    expect(mine.statusCode).toBe(200);
  });

  it("never shows the owner the payer's checkout page, nor lets her act on it", async () => {
    const page = await t.app.inject({ url: card.checkoutUrl, headers: { cookie: ownerCookie } });
    expect(page.statusCode).toBe(404);
    expectNothingOfThePayer(page.body, card);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${card.checkoutUrl}/cancel`,
      headers: { cookie: ownerCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(404);
    expect(await statusOf(card.id)).toBe(TopupStatus.Pending);
    // Her list of her own requests holds none of the payers' (with their contact numbers).
    const mine = await t.app.inject({
      url: '/api/Customers/Me/TopupRequests',
      headers: { cookie: ownerCookie },
    });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([own.id]);
    expectNothingOfThePayer(mine.body, card);
  });

  it('leaves the payer and whoever holds the link all of their side', async () => {
    // The payer, logged in: the receipt (the recipient masked), Pay now on the same checkout, its page.
    const receipt = await t.app.inject({
      url: `/api/Receipts/${card.token}`,
      headers: { cookie: payerCookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ canPayNow: true, canCancel: true, recipientName: 'Maria C. S.' });
    const payNow = await t.app.inject({
      method: 'POST',
      url: `/api/Receipts/${card.token}/PayNow`,
      headers: { cookie: payerCookie },
    });
    expect(payNow.statusCode, payNow.body).toBe(200);
    expect(payNow.json().checkoutUrl).toBe(card.checkoutUrl);
    // The checkout page is the payer's own: their name and e-mail as the provider got them.
    const page = await t.app.inject({ url: card.checkoutUrl, headers: { cookie: payerCookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pedro Penduko');
    expect(page.body).toContain(PAYER.email);
    // Whoever holds the anonymous payer's link (no session) reads and cancels it.
    expect((await t.app.inject({ url: `/api/Receipts/${anonymous.token}` })).statusCode).toBe(200);
    // The QR code's holder keeps the link of the request they made with it.
    const qrReceipt = await t.app.inject({
      url: `/api/Receipts/${viaQr.token}`,
      headers: { cookie: viaQr.qrCookie },
    });
    expect(qrReceipt.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Receipts/${anonymous.token}/Cancel`,
      payload: { reason: 'Incorrect Amount' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(anonymous.id)).toBe(TopupStatus.Cancelled);
  });

  it("shows the owner the payer's credit with its balance, still without the payer's side", async () => {
    const paid = await chooseOnSandbox(t.app, card.checkoutUrl, 'pay', 'now');
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(card.id)).toBe(TopupStatus.Done);
    const line = (await ownerHistory()).find((l) => l.kind === 'topup' && l.id === card.id);
    expect(line).toMatchObject({
      credited: true,
      amount: 750,
      runningBalance: 750,
      receiptPath: null,
      reference: null,
      byAnotherPayer: true,
    });
    expectNothingOfThePayer(JSON.stringify(line), card);
  });
});
