import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { tooManyAttemptsMessage } from '../../../core/rate-limit-message.ts';
import { TopupStatus } from '../../../core/topup-status.ts';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import { createCustomer, createPaymentMethod, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { LOGIN_LIMIT_PER_ADDRESS } from '../../src/modules/sessions/login.ts';
import { requestState } from '../card-payments.ts';
import { testConfig, useTestApp } from '../test-app.ts';

/**
 * Every rate limit answers 429 with Retry-After, and holds across two app instances on one database
 * (the counters live in the database, not in a process): requests alternate between the two.
 */
function expectRateLimited(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: tooManyAttemptsMessage(retryAfter),
    retryAfterSeconds: retryAfter,
  });
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits across two app instances on one database', () => {
  const t = useTestApp();
  let other: AppInstance;
  /** The two instances, taking turns. */
  const either = (i: number) => (i % 2 === 0 ? t.app : other);

  beforeAll(async () => {
    // The second instance shares the database; closing it must not close the first one's connection.
    other = await buildApp({ config: testConfig(), database: { ...t.handle, close: async () => {} } });
    await other.ready();
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('stops cancel guesses after 20 wrong id and reference pairs, the right pair too', async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171110001' });
    const mine = await createTopupRequestRow(t.db, { customerId: customer.id, paymentMethodCode: 102 });
    const cancel = (i: number, referenceNumber: string) =>
      either(i).inject({
        method: 'POST',
        url: '/api/TopupRequests/Cancel',
        remoteAddress: '198.51.100.31',
        payload: { id: mine.id, referenceNumber, remarks: 'Other' },
      });
    for (let i = 0; i < 20; i += 1) expect((await cancel(i, `WRONG${i}AAAA`)).statusCode).toBe(404);
    expectRateLimited(await cancel(20, 'WRONGXAAAA'), 600);
    expectRateLimited(await cancel(21, mine.referenceNumber), 600);
    expect((await requestState(t.db, mine.referenceNumber)).status).toBe(TopupStatus.Pending);
  });

  it('stops top-up searches after 20 wrong guesses', async () => {
    const search = (i: number) =>
      either(i).inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        remoteAddress: '198.51.100.32',
        payload: { ReferenceNumber: `NOPE${i}AAAAA`, SupportingReference: '100' },
      });
    for (let i = 0; i < 20; i += 1) expect((await search(i)).statusCode).toBe(404);
    expectRateLimited(await search(20), 600);
  });

  it('stops anonymous look-ups by mobile number after 30 a minute from one address', async () => {
    await createCustomer(t.db, { mobileNo: '09171110002' });
    const lookup = (i: number, mobileNo: string) =>
      either(i).inject({
        url: `/api/Customers/CustomerByMobileNo?mobileNo=${mobileNo}`,
        remoteAddress: '198.51.100.33',
      });
    for (let i = 0; i < 30; i += 1) {
      expect((await lookup(i, `0917222${String(i).padStart(4, '0')}`)).statusCode).toBe(404);
    }
    // A number that exists is refused too: the limit counts look-ups, not misses.
    expectRateLimited(await lookup(30, '09171110002'), 60);
    const elsewhere = await t.app.inject({
      url: '/api/Customers/CustomerByMobileNo?mobileNo=09171110002',
      remoteAddress: '198.51.100.34',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stops login failures from one address across many numbers, then refuses even a right password', async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09171110003' });
    const login = (i: number, username: string, password: string) =>
      either(i).inject({
        method: 'POST',
        url: '/api/Customers/Login',
        remoteAddress: '198.51.100.35',
        payload: { username, password, scope: 'portal' },
      });
    const { limit, windowSeconds } = LOGIN_LIMIT_PER_ADDRESS;
    // A new number for each guess keeps every number far below its own limit of ten.
    for (let i = 0; i < limit; i += 1) {
      expect((await login(i, `0917333${String(i).padStart(4, '0')}`, 'wrong')).statusCode).toBe(400);
    }
    expectRateLimited(await login(limit, '09173339999', 'wrong'), windowSeconds);
    const rightPassword = await login(limit + 1, owner.mobileNo, DEMO_PASSWORD);
    expectRateLimited(rightPassword, windowSeconds);
    expect(rightPassword.cookies).toEqual([]);
    // Another address is not held up by this one.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      remoteAddress: '198.51.100.36',
      payload: { username: owner.mobileNo, password: DEMO_PASSWORD, scope: 'portal' },
    });
    expect(elsewhere.statusCode).toBe(200);
  }, 120_000);
});
