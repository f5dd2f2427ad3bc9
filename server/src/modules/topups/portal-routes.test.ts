import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { topupRequests } from '../../db/schema.ts';

const DAY = 86_400_000;

describe('portal top-up routes with a session', () => {
  const t = useTestApp();
  let juan: Awaited<ReturnType<typeof createCustomer>>;
  let maria: Awaited<ReturnType<typeof createCustomer>>;
  let juanCookie: string;

  beforeAll(async () => {
    juan = await createCustomer(t.db, { firstname: 'Juan', lastname: 'Dela Cruz', mobileNo: '09171239901' });
    maria = await createCustomer(t.db, {
      firstname: 'Maria',
      lastname: 'Santos',
      mobileNo: '09171239902',
      qrCode: 'QR-TEST-MARIA',
    });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    juanCookie = (await loginAs(t.app, juan.mobileNo)).cookie;
  });

  const create = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const ownTopup = (customerId: number) => ({
    topupOption: 1,
    ewalletAccountId: customerId,
    ewalletAccountName: 'Juan Dela Cruz',
    topupRequestAmount: 500,
    paymentMethodCode: 102,
    contactNumber: '09171239901',
    billingAddress: null,
  });

  it('GET /api/TopupRequests/Amounts answers the suggested amounts without a session', async () => {
    const response = await t.app.inject({ url: '/api/TopupRequests/Amounts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([100, 200, 500, 1000, 2000, 5000]);
  });

  it('lets a logged-in customer top up their own account (option 1) and records who made it', async () => {
    const response = await create(ownTopup(juan.id), juanCookie);
    expect(response.statusCode).toBe(200);
    const reference = response.json().referenceNumber;
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Search',
      payload: { referenceNumber: reference, supportingReference: juan.mobileNo },
      headers: { cookie: juanCookie },
    });
    expect(search.json()).toMatchObject({ topupOption: 1, ewalletAccountName: 'Juan Dela Cruz', status: 0 });
  });

  it('refuses option 1 for another customer (403) and without a session (401)', async () => {
    const other = await create(ownTopup(maria.id), juanCookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You can only top up your own account with this option',
    });
    const anonymous = await create(ownTopup(juan.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized Access to Service');
  });

  it("accepts option 1 from a QR-code session for that QR code's customer only", async () => {
    const lookup = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-TEST-MARIA' });
    expect(lookup.statusCode).toBe(200);
    const qrCookie = lookup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await create(ownTopup(maria.id), qrCookie)).statusCode).toBe(200);
    expect((await create(ownTopup(juan.id), qrCookie)).statusCode).toBe(403);
    // The QR code is not a login: it does not open the wallet's balance or history.
    const balance = await t.app.inject({ url: '/api/Customers/Me/Balance', headers: { cookie: qrCookie } });
    expect(balance.statusCode).toBe(401);
  });

  it("GET /api/Customers/Me/TopupRequests lists the customer's own requests, newest first", async () => {
    const customer = await createCustomer(t.db);
    const { cookie } = await loginAs(t.app, customer.mobileNo);
    expect(
      (await t.app.inject({ url: '/api/Customers/Me/TopupRequests', headers: { cookie } })).json(),
    ).toEqual([]);

    const now = Date.now();
    const older = await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 102,
      amountCentavos: 100_00,
      dateCreated: new Date(now - 2 * DAY),
      status: TopupStatus.Done,
    });
    const newer = await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 102,
      amountCentavos: 250_75,
      dateCreated: new Date(now - DAY),
    });
    await createTopupRequestRow(t.db, { customerId: maria.id, paymentMethodCode: 102 });
    // Made by the customer, logged in (core/request-sides.ts); a request someone else made for the wallet,
    // with that payer's contact number, is not this list's (the history shows it without the payer).
    await t.db
      .update(topupRequests)
      .set({ createdByCustomerId: customer.id })
      .where(inArray(topupRequests.id, [older.id, newer.id]));
    await createTopupRequestRow(t.db, { customerId: customer.id, paymentMethodCode: 102 });

    const response = await t.app.inject({ url: '/api/Customers/Me/TopupRequests', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      referenceNumber: newer.referenceNumber,
      ewalletAccountName: `${customer.firstname} ${customer.lastname}`,
      contactNumber: customer.mobileNo,
      topupRequestAmount: 250.75,
      status: 0,
      statusText: 'Pending',
      topupOption: 2,
      paymentMethod: { name: 'Pay on Site', code: 102 },
      paymentMethodCode: 102,
      dateCreated: new Date(now - DAY).toISOString(),
      datePosted: null,
    });
    expect(list[1]).toMatchObject({
      status: 1,
      statusText: 'Done',
      datePosted: new Date(now - 2 * DAY + 3_600_000).toISOString(),
    });
  });

  it('GET /api/Customers/Me/Balance answers the wallet balance in pesos', async () => {
    const customer = await createCustomer(t.db);
    const { cookie } = await loginAs(t.app, customer.mobileNo);
    const balance = () => t.app.inject({ url: '/api/Customers/Me/Balance', headers: { cookie } });
    expect((await balance()).json()).toEqual({ balance: 0 });
    await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 102,
      amountCentavos: 1500_50,
      status: TopupStatus.Done,
    });
    await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 102,
      amountCentavos: 99_99,
      status: TopupStatus.Processing,
    });
    const response = await balance();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: 1500.5 });
  });

  it('answers 401 on the Me routes without a session', async () => {
    for (const url of ['/api/Customers/Me/Balance', '/api/Customers/Me/TopupRequests']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Unauthorized Access to Service',
      });
    }
  });
});
