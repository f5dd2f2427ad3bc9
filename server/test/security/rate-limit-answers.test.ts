import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { createCustomer, createPaymentMethod, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { loadConfig } from '../../src/config.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Every 429 says when to try again (issue 18): the Retry-After header, the same seconds as
 * `retryAfterSeconds` in the body, and a message with the wait in words. The wait is what is left of the
 * limit's window, so it counts down: each test starts a window that began some seconds ago (by writing the
 * counter the limit keeps, already full), then moves its start further back and sees a shorter wait.
 */
describe('429 answers say when to try again, on every limited route', () => {
  // The real create limits (the tests' own config lifts them).
  const t = useTestApp({ createLimits: loadConfig({}).createLimits });

  /** The key's allowance used up, in a window that began `secondsAgo` seconds ago. */
  async function fullWindow(key: string, secondsAgo: number): Promise<void> {
    await t.db.execute(sql`
      insert into rate_limits (key, window_start, count)
      values (${key}, now() - make_interval(secs => ${secondsAgo}), 1000000)
      on conflict (key) do update set window_start = excluded.window_start, count = excluded.count`);
  }

  /** The window began `seconds` earlier than it did. */
  async function moveBack(key: string, seconds: number): Promise<void> {
    await t.db.execute(sql`
      update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key = ${key}`);
  }

  /** A 429 whose header, body field and message agree on a wait of about `expected` seconds. */
  function expectWait(response: LightMyRequestResponse, expected: number, message: string): number {
    expect(response.statusCode).toBe(429);
    const body = response.json<{ retryAfterSeconds: number }>();
    const header = Number(response.headers['retry-after']);
    expect(body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message,
      retryAfterSeconds: header,
    });
    // A few seconds' slack for a slow machine between writing the window and the answer.
    expect(header).toBeLessThanOrEqual(expected);
    expect(header).toBeGreaterThan(expected - 10);
    return header;
  }

  const login = (username: string, password: string, scope: 'portal' | 'backoffice', address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      remoteAddress: address,
      payload: { username, password, scope },
    });

  it('portal login: the wait counts down as the window runs out, and a right password waits too', async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09175550001' });
    const key = `login:mobile:${owner.mobileNo}`;
    await fullWindow(key, 60);
    const first = expectWait(
      await login(owner.mobileNo, 'wrong', 'portal', '203.0.113.1'),
      15 * 60 - 60,
      'Too many attempts. Try again in 14 minutes.',
    );
    await moveBack(key, 600);
    const later = expectWait(
      await login(owner.mobileNo, DEMO_PASSWORD, 'portal', '203.0.113.2'),
      15 * 60 - 660,
      'Too many attempts. Try again in 4 minutes.',
    );
    expect(first - later).toBeGreaterThanOrEqual(590);
    await moveBack(key, 200);
    const lastSeconds = await login(owner.mobileNo, DEMO_PASSWORD, 'portal', '203.0.113.3');
    const seconds = Number(lastSeconds.headers['retry-after']);
    expectWait(lastSeconds, 15 * 60 - 860, `Too many attempts. Try again in ${seconds} seconds.`);
  });

  it('back-office login from a busy address', async () => {
    const staff = await createCustomer(t.db, { mobileNo: '09175550002', tags: ['admin'] });
    await fullWindow('login:address:203.0.113.10', 120);
    expectWait(
      await login(staff.mobileNo, DEMO_PASSWORD, 'backoffice', '203.0.113.10'),
      15 * 60 - 120,
      'Too many attempts. Try again in 13 minutes.',
    );
  });

  it('searching and cancelling after too many wrong references', async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    const customer = await createCustomer(t.db, { mobileNo: '09175550003' });
    const mine = await createTopupRequestRow(t.db, { customerId: customer.id, paymentMethodCode: 102 });
    await fullWindow('topup-search:203.0.113.20', 30);
    expectWait(
      await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        remoteAddress: '203.0.113.20',
        payload: { ReferenceNumber: mine.referenceNumber, SupportingReference: customer.mobileNo },
      }),
      10 * 60 - 30,
      'Too many attempts. Try again in 10 minutes.',
    );
    await moveBack('topup-search:203.0.113.20', 300);
    expectWait(
      await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Cancel',
        remoteAddress: '203.0.113.20',
        payload: { id: mine.id, referenceNumber: mine.referenceNumber, remarks: 'Other' },
      }),
      10 * 60 - 330,
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('looking up wallets by mobile number: under a minute, in seconds', async () => {
    await fullWindow('lookup:address:203.0.113.30', 15);
    const answer = await t.app.inject({
      url: '/api/Customers/CustomerByMobileNo?mobileNo=09175550009',
      remoteAddress: '203.0.113.30',
    });
    const seconds = Number(answer.headers['retry-after']);
    expectWait(answer, 45, `Too many attempts. Try again in ${seconds} seconds.`);
  });

  const create = (address: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
      payload: {
        topupOption: 2,
        ewalletAccountId: 987_654,
        ewalletAccountName: null,
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: '09179990000',
        billingAddress: null,
      },
    });

  it('opening top-ups: per address for an anonymous payer, per customer for one logged in', async () => {
    await fullWindow('topup-create:address:203.0.113.40', 0);
    expectWait(await create('203.0.113.40'), 10 * 60, 'Too many attempts. Try again in 10 minutes.');
    const payer = await createCustomer(t.db, { mobileNo: '09175550004' });
    const { cookie } = await loginAs(t.app, payer.mobileNo);
    await fullWindow(`topup-create:customer:${payer.id}`, 59 * 60 + 30);
    const answer = await create('203.0.113.41', cookie);
    const seconds = Number(answer.headers['retry-after']);
    expectWait(answer, 30, `Too many attempts. Try again in ${seconds} seconds.`);
  });

  it('opening top-ups for one wallet that others filled: a wait of over an hour is never promised', async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09175550005' });
    await fullWindow(`topup-create:recipient:${owner.id}`, 0);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      remoteAddress: '203.0.113.50',
      payload: {
        topupOption: 2,
        ewalletAccountId: owner.id,
        ewalletAccountName: null,
        ewalletMobileNo: owner.mobileNo,
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: '09179990000',
        billingAddress: null,
      },
    });
    expectWait(answer, 60 * 60, 'Too many attempts. Try again in 1 hour.');
  });
});
