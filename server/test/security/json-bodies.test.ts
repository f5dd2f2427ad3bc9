import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../core/topup-status.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { createCallers, type Callers } from '../back-office-callers.ts';
import {
  chooseOnSandbox,
  createCardTopup,
  openCardShop,
  repost,
  requestState,
  walletBalance,
  type CardShop,
} from '../card-payments.ts';
import { useTestApp } from '../test-app.ts';

/**
 * State-changing /api calls carry JSON: a cross-site HTML form (urlencoded, multipart or text/plain, sent by
 * the browser with the victim's cookie and no preflight) can change nothing, even when it carries no Origin
 * or Referer for the same-origin check to refuse.
 */
const FORM_BODIES = [
  { 'content-type': 'application/x-www-form-urlencoded', payload: 'status=1&remarks=paid' },
  // The classic trick: a text/plain form whose one field makes the body look like JSON.
  { 'content-type': 'text/plain', payload: '{"id":1,"status":1,"remarks":"paid","x":"="}' },
  { 'content-type': 'multipart/form-data; boundary=b', payload: '--b\r\n\r\nx\r\n--b--' },
];

const NOT_JSON = {
  statusCode: 415,
  error: 'Unsupported Media Type',
  message: 'Send the request body as JSON',
};

describe('JSON-only state-changing requests', () => {
  const t = useTestApp();
  let shop: CardShop;
  let callers: Callers;

  beforeAll(async () => {
    shop = await openCardShop(t.app, t.db, { mobileNo: '09171239001' });
    callers = await createCallers(t.app, t.db);
  });

  it('lets no cross-site form post a repost with a valid staff cookie; the bodiless POST still works', async () => {
    // Paid at the provider, but the webhook was lost: a repost would credit the wallet.
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 300);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const { id } = await requestState(t.db, referenceNumber);
    const before = await walletBalance(t.db, shop.customer.id);

    for (const { payload, ...type } of FORM_BODIES) {
      for (const origin of [{}, { origin: 'https://evil.example', host: 'localhost:8080' }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/TopupRequests/RepostTopup?TopupRequestId=${id}`,
          headers: { cookie: shop.adminCookie, ...type, ...origin },
          payload,
        });
        // With an Origin the same-origin check refuses it first (403); without one, the body type does (415).
        if ('origin' in origin) expect(response.statusCode).toBe(403);
        else expect(response.json()).toEqual(NOT_JSON);
      }
    }
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Pending);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before);

    const reposted = await repost(t.app, shop, id);
    expect(reposted.statusCode).toBe(200);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
    expect(await walletBalance(t.db, shop.customer.id)).toBe(before + 300_00);
  });

  it('lets no form move a request to Done with a text/plain body that looks like JSON', async () => {
    const row = await createTopupRequestRow(t.db, {
      customerId: shop.customer.id,
      paymentMethodCode: 101,
      amountCentavos: 250_00,
    });
    for (const { payload, ...type } of FORM_BODIES) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/UpdateStatus',
        headers: { cookie: callers.topupAdmin, ...type },
        payload: payload.replace('"id":1', `"id":${row.id}`),
      });
      expect(response.json()).toEqual(NOT_JSON);
    }
    expect((await requestState(t.db, row.referenceNumber)).status).toBe(TopupStatus.Pending);
  });

  it('answers 415 to a form body on every state-changing route, for a caller the route lets in', async () => {
    const cookieFor = {
      'topup-admin': callers.topupAdmin,
      'back-office': callers.topupAdmin,
      'transmittal-encoder': callers.transmittalEncoder,
      customer: callers.portal,
    };
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'GET');
    expect(routes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of routes) {
      const cookie = cookieFor[route.access as keyof typeof cookieFor];
      for (const { payload, ...type } of FORM_BODIES) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          headers: { ...type, ...(cookie ? { cookie } : {}) },
          payload,
        });
        if (response.statusCode !== 415 || response.json().message !== NOT_JSON.message)
          wrong.push(`${route.method} ${route.url} ${type['content-type']}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('accepts JSON with a charset', async () => {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Search',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ ReferenceNumber: 'NOPE000000', SupportingReference: '100' }),
    });
    expect(search.statusCode).toBe(404);
  });

  it('takes the provider webhook as the provider sends it: a JSON body', async () => {
    const { referenceNumber, checkoutUrl } = await createCardTopup(t.app, shop, 400);
    await chooseOnSandbox(t.app, checkoutUrl, 'pay', 'none');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Webhook',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ requestReferenceNumber: referenceNumber, status: 'PAYMENT_SUCCESS' }),
    });
    expect(webhook.statusCode).toBe(200);
    expect((await requestState(t.db, referenceNumber)).status).toBe(TopupStatus.Done);
  });
});
