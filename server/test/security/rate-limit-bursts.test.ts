import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { TopupStatus } from '../../../core/topup-status.ts';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import { createCustomer, createPaymentMethod, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { LOGIN_LIMIT_PER_ADDRESS, LOGIN_LIMIT_PER_MOBILE } from '../../src/modules/sessions/login.ts';
import { createLimitsOf } from '../../src/modules/topups/create-limits.ts';
import { CONFIRM_LIMITS } from '../../src/modules/payments/confirm-card-payment.ts';
import { WEBHOOK_LIMITS } from '../../src/modules/payments/handle-webhook.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  requestState,
  walletBalance,
} from '../card-payments.ts';
import { loginAs } from '../sessions.ts';
import { loadConfig } from '../../src/config.ts';
import { testConfig, useTestApp } from '../test-app.ts';

/** The limits a server has unless its settings say otherwise (the tests' own config lifts them). */
const defaultLimits = { createLimits: loadConfig({}).createLimits };
const CREATE_LIMITS = createLimitsOf(defaultLimits.createLimits);

/**
 * Every limit is taken before the work, in one statement: a burst of N attempts sent at once, half to one
 * server and half to another on the same database, gets exactly what N attempts sent one by one would. An
 * outside review got up to 60 password checks out of a 10-guess limit by sending them together, and once
 * had the right password accepted as the 150th guess.
 */
function tally(responses: LightMyRequestResponse[]) {
  const limited = responses.filter((r) => r.statusCode === 429).length;
  return { limited, worked: responses.length - limited };
}

describe('bursts against every limited route, across two servers on one database', () => {
  const t = useTestApp(defaultLimits);
  let other: AppInstance;
  const either = (i: number) => (i % 2 === 0 ? t.app : other);
  /** N requests in flight at once, alternating between the two servers. */
  const burst = (n: number, send: (app: AppInstance, i: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(either(i), i)));

  beforeAll(async () => {
    other = await buildApp({
      config: testConfig(defaultLimits),
      database: { ...t.handle, close: async () => {} },
    });
    await other.ready();
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
  });
  afterAll(async () => {
    await other?.close();
  });

  const login = (app: AppInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      remoteAddress,
      payload: { username, password, scope: 'portal' },
    });

  it('checks ten passwords of sixty guesses sent at once for one number, then refuses the right one', async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09172220001' });
    // Each guess from its own address, so that only the number's limit is in play.
    const answers = await burst(60, (app, i) => login(app, owner.mobileNo, `wrong${i}`, `10.1.0.${i + 1}`));
    expect(tally(answers)).toEqual({
      worked: LOGIN_LIMIT_PER_MOBILE.limit,
      limited: 60 - LOGIN_LIMIT_PER_MOBILE.limit,
    });
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(LOGIN_LIMIT_PER_MOBILE.limit);
    const right = await login(t.app, owner.mobileNo, DEMO_PASSWORD, '10.1.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);
  }, 60_000);

  it('checks fifty passwords of a burst across many numbers from one address', async () => {
    const n = LOGIN_LIMIT_PER_ADDRESS.limit + 40;
    const answers = await burst(n, (app, i) =>
      login(app, `0917333${String(i).padStart(4, '0')}`, 'wrong', '10.2.0.1'),
    );
    expect(tally(answers)).toEqual({ worked: LOGIN_LIMIT_PER_ADDRESS.limit, limited: 40 });
  }, 60_000);

  it('gives the right password its attempt back: an owner who logs in is not counted', async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09172220002' });
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS.limit + 5; i += 1) {
      expect((await login(either(i), owner.mobileNo, DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    }
  }, 60_000);

  it('looks up twenty of sixty wrong references searched at once', async () => {
    const answers = await burst(60, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        remoteAddress: '10.3.0.1',
        payload: { ReferenceNumber: `NOPE${i}AAAAA`, SupportingReference: '100' },
      }),
    );
    expect(tally(answers)).toEqual({ worked: 20, limited: 40 });
  });

  it('tries twenty of sixty cancel guesses sent at once, then refuses the right pair', async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09172220003' });
    const mine = await createTopupRequestRow(t.db, { customerId: customer.id, paymentMethodCode: 102 });
    const cancel = (app: AppInstance, referenceNumber: string) =>
      app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Cancel',
        remoteAddress: '10.3.0.2',
        payload: { id: mine.id, referenceNumber, remarks: 'Other' },
      });
    const answers = await burst(60, (app, i) => cancel(app, `WRONG${i}AAAA`));
    expect(tally(answers)).toEqual({ worked: 20, limited: 40 });
    expect((await cancel(t.app, mine.referenceNumber)).statusCode).toBe(429);
    expect((await requestState(t.db, mine.referenceNumber)).status).toBe(TopupStatus.Pending);
  });

  it('answers thirty of ninety look-ups by mobile number and by QR code sent at once from one address', async () => {
    const answers = await burst(90, (app, i) =>
      app.inject({
        url:
          i % 3 === 0
            ? `/api/Customers/CustomerByQrCode?QrCode=QR-NONE-${i}`
            : `/api/Customers/CustomerByMobileNo?mobileNo=0917444${String(i).padStart(4, '0')}`,
        remoteAddress: '10.4.0.1',
      }),
    );
    expect(tally(answers)).toEqual({ worked: 30, limited: 60 });
  });

  const createFor = (
    app: AppInstance,
    recipientId: number,
    remoteAddress: string,
    { cookie, mobileNo }: { cookie?: string; mobileNo?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: {
        topupOption: 2,
        ewalletAccountId: recipientId,
        ewalletAccountName: null,
        // Option 2 names its recipient by the number too (docs/decisions/0011); without it, no account.
        ...(mobileNo ? { ewalletMobileNo: mobileNo } : {}),
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: '09179990000',
        billingAddress: null,
      },
    });

  it('opens at most the per-address allowance of anonymous top-ups sent at once from one address', async () => {
    const { limit } = CREATE_LIMITS.perAddress;
    // A different made-up wallet each time, so that only the address's limit is in play.
    const answers = await burst(limit + 60, (app, i) => createFor(app, 900_000 + i, '10.5.0.1'));
    expect(tally(answers)).toEqual({ worked: limit, limited: 60 });
  }, 60_000);

  it("opens at most the per-wallet allowance of other people's top-ups for one wallet, uncounted for those who cannot name it; the owner still can", async () => {
    const owner = await createCustomer(t.db, { mobileNo: '09172220004' });
    const { limit } = CREATE_LIMITS.perRecipient;
    // Someone walking ids, who cannot name the owner, finds no account and uses up none of its allowance.
    const walked = await burst(limit + 30, (app, i) => createFor(app, owner.id, `10.6.2.${i + 1}`));
    expect(walked.every((answer) => answer.statusCode === 400)).toBe(true);
    const answers = await burst(limit + 30, (app, i) =>
      createFor(app, owner.id, `10.6.0.${i + 1}`, { mobileNo: owner.mobileNo }),
    );
    expect(tally(answers)).toEqual({ worked: limit, limited: 30 });
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(limit);
    const cookie = (await loginAs(t.app, owner.mobileNo)).cookie;
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      remoteAddress: '10.6.1.1',
      headers: { cookie },
      payload: {
        topupOption: 1,
        ewalletAccountId: owner.id,
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: owner.mobileNo,
      },
    });
    expect(own.statusCode).toBe(200);
  }, 60_000);

  it('opens at most the per-customer allowance for a payer logged in with a password, wherever they are', async () => {
    const payer = await createCustomer(t.db, { mobileNo: '09172220005' });
    const cookie = (await loginAs(t.app, payer.mobileNo)).cookie;
    const { limit } = CREATE_LIMITS.perCustomer;
    const answers = await burst(limit + 20, (app, i) =>
      createFor(app, 800_000 + i, `10.7.0.${i + 1}`, { cookie }),
    );
    expect(tally(answers)).toEqual({ worked: limit, limited: 20 });
  }, 60_000);

  it('lets the provider and the customer confirm a payment that forged webhooks and confirms tried to starve', async () => {
    const shop = await openCardShop(t.app, t.db, { mobileNo: '09172220006' });
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 400);
    const forged = await burst(80, (app, i) =>
      i % 2 === 0
        ? app.inject({
            method: 'POST',
            url: '/api/Payments/Webhook',
            remoteAddress: '10.8.0.1',
            payload: { requestReferenceNumber: referenceNumber, status: 'PAYMENT_SUCCESS' },
          })
        : app.inject({
            method: 'POST',
            url: '/api/Payments/Confirm',
            remoteAddress: '10.8.0.1',
            payload: { referenceNumber },
          }),
    );
    // The forger's own allowance for this reference runs out, exactly.
    const webhooks = tally(forged.filter((_, i) => i % 2 === 0));
    const confirms = tally(forged.filter((_, i) => i % 2 === 1));
    expect(webhooks.worked).toBe(WEBHOOK_LIMITS.perAddressAndReference.limit);
    expect(confirms.worked).toBe(CONFIRM_LIMITS.perAddressAndReference.limit);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(0);

    // The buyer pays; the provider's webhook (from the provider's own address) posts the request...
    expect((await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'now')).statusCode).toBe(303);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(400_00);
    // ...and the customer's return page, from the customer's address, is answered.
    const returnPage = await other.inject({
      method: 'POST',
      url: '/api/Payments/Confirm',
      remoteAddress: '10.8.1.1',
      payload: { referenceNumber },
    });
    expect(returnPage.statusCode).toBe(200);
    expect(returnPage.json().statusText).toBe('Done');
  }, 60_000);

  it('takes at most the per-address allowance of webhooks sent at once from one address', async () => {
    const { limit } = WEBHOOK_LIMITS.perAddress;
    const answers = await burst(limit + 30, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/api/Payments/Webhook',
        remoteAddress: '10.9.0.1',
        payload: { requestReferenceNumber: `MADEUP${i}AAAA` },
      }),
    );
    expect(tally(answers)).toEqual({ worked: limit, limited: 30 });
  }, 120_000);

  it('answers at most the per-address allowance of return-page confirms sent at once from one address', async () => {
    const { limit } = CONFIRM_LIMITS.perAddress;
    const answers = await burst(limit + 30, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/api/Payments/Confirm',
        remoteAddress: '10.9.0.2',
        payload: { referenceNumber: `MADEUP${i}BBBB` },
      }),
    );
    expect(tally(answers)).toEqual({ worked: limit, limited: 30 });
  }, 60_000);
});
