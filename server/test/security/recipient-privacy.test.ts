import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { queryRows } from '../ledger-checks.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Option 2 tops up "another account" named by its id, and ids are sequential. If a bare id were enough,
 * walking ids with anonymous creates and then reading each request back (Search, Cancel) would harvest
 * every customer's name, staff included. An account the caller did not look up by mobile number, nor
 * names by its number, answers exactly as one that does not exist (docs/decisions/0011).
 */
const NOT_FOUND = { statusCode: 400, error: 'Bad Request', message: 'Ewallet account not found!' };

/** The spec's creation payload, as an attacker sends it for any id. */
const specPayload = (ewalletAccountId: number, extra: object = {}) => ({
  topupOption: 2,
  ewalletAccountId,
  ewalletAccountName: 'x',
  topupRequestAmount: 500,
  paymentMethodCode: 102,
  contactNumber: '09170009999',
  billingAddress: null,
  ...extra,
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('option-2 top-ups for a customer id the caller cannot name', () => {
  const t = useTestApp();
  let maria: Awaited<ReturnType<typeof createCustomer>>;
  let juan: Awaited<ReturnType<typeof createCustomer>>;
  let admin: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    maria = await createCustomer(t.db, {
      firstname: 'Maria Clara',
      lastname: 'Santos',
      mobileNo: '09175550001',
    });
    juan = await createCustomer(t.db, { firstname: 'Juan', lastname: 'Dela Cruz', mobileNo: '09175550002' });
    admin = await createCustomer(t.db, { firstname: 'Ana', lastname: 'Reyes', tags: ['TOPUP_ADMIN'] });
  });

  const create = (payload: object, cookie = '', address = '203.0.113.50') =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: address,
    });
  const lookup = (mobileNo: string, address = '203.0.113.51') =>
    t.app.inject({ url: `/api/Customers/CustomerByMobileNo?mobileNo=${mobileNo}`, remoteAddress: address });
  const requestsFor = async (customerId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from topup_requests where ewallet_customer_id = ${customerId}`,
      )
    )[0]?.n;

  it('answers every walked id, staff included, exactly as an id nobody has, and stores nothing', async () => {
    const answers = [];
    for (const id of [maria.id, juan.id, admin.id, 999_999]) {
      const response = await create(specPayload(id), '', '203.0.113.52');
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(Array(4).fill({ status: 400, body: NOT_FOUND }));
    for (const customer of [maria, juan, admin]) expect(await requestsFor(customer.id)).toBe(0);
  });

  it('lets the customer found by a look-up be topped up from that browser, and no other customer', async () => {
    const found = await lookup(maria.mobileNo);
    expect(found.json().id).toBe(maria.id);
    const grant = found.cookies.find((c) => c.name === 'topup_recipients');
    expect(grant).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 1800, path: '/' });

    const forMaria = await create(specPayload(maria.id), cookieOf(found));
    expect(forMaria.statusCode, forMaria.body).toBe(200);
    const forJuan = await create(specPayload(juan.id), cookieOf(found));
    expect([forJuan.statusCode, forJuan.json()]).toEqual([400, NOT_FOUND]);
    expect(await requestsFor(juan.id)).toBe(0);
  });

  it('keeps the grants of several look-ups, and grants nothing for a cookie changed by hand', async () => {
    const first = await lookup(maria.mobileNo);
    const second = await t.app.inject({
      url: `/api/Customers/CustomerByMobileNo?mobileNo=${juan.mobileNo}`,
      headers: { cookie: cookieOf(first) },
    });
    for (const id of [maria.id, juan.id])
      expect((await create(specPayload(id), cookieOf(second))).statusCode).toBe(200);

    // The ids in the cookie are readable; rewriting one to another customer breaks its signature.
    const value = first.cookies.find((c) => c.name === 'topup_recipients')!.value;
    const forged = value.replace(`${maria.id}.`, `${admin.id}.`);
    expect(forged).not.toBe(value);
    const response = await create(specPayload(admin.id), `topup_recipients=${forged}`);
    expect([response.statusCode, response.json()]).toEqual([400, NOT_FOUND]);
    expect(await requestsFor(admin.id)).toBe(0);
  });

  it("accepts the recipient's mobile number in the body instead of a look-up, in either spelling", async () => {
    expect((await create(specPayload(juan.id, { ewalletMobileNo: '+639175550002' }))).statusCode).toBe(200);
    for (const wrong of [maria.mobileNo, 'not a number', '']) {
      const response = await create(specPayload(juan.id, { ewalletMobileNo: wrong }));
      expect([response.statusCode, response.json()]).toEqual([400, NOT_FOUND]);
    }
  });

  it('lets a logged-in customer name their own account by id alone', async () => {
    const { cookie } = await loginAs(t.app, juan.mobileNo);
    expect((await create(specPayload(juan.id), cookie)).statusCode).toBe(200);
    expect((await create(specPayload(maria.id), cookie)).json()).toEqual(NOT_FOUND);
  });
});

describe('a look-up grant after its 30 minutes', () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grants nothing any more', async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    const maria = await createCustomer(t.db, { mobileNo: '09175550011' });
    const found = await t.app.inject({ url: `/api/Customers/CustomerByMobileNo?mobileNo=${maria.mobileNo}` });
    const cookie = cookieOf(found);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests',
        payload: specPayload(maria.id),
        headers: { cookie },
      });

    // Only the server's clock moves: the browser would have dropped the cookie, an attacker keeps it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await create()).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const late = await create();
    expect([late.statusCode, late.json()]).toEqual([400, NOT_FOUND]);
  });
});
