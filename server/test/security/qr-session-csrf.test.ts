import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../src/demo/factories.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * GET /api/Customers/CustomerByQrCode keeps the QR code's customer for the portal session (spec section
 * 2). A GET carries the SameSite=Lax cookie on another site's link, so without a check any site could swap
 * a visitor's session for the site owner's customer, and the visitor's next "Top-up my account" would pay
 * that customer (login CSRF). A session starts or changes only when the browser does not say another site
 * asked; a logged-in session changes only for our own pages.
 */
describe('the QR-code session against cross-site requests', () => {
  const t = useTestApp();
  let victim: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    victim = await createCustomer(t.db, {
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      mobileNo: '09175580001',
    });
    await createCustomer(t.db, {
      firstname: 'Mallory',
      lastname: 'Ramos',
      mobileNo: '09175580002',
      qrCode: 'QR-ATTACKER-01',
    });
  });

  const qrLookup = (headers: Record<string, string | undefined>) =>
    t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-ATTACKER-01', headers });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/Customers/Me', headers: { cookie } })).json();

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Referer: https://evil.example/page', { referer: 'https://evil.example/page' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])("leaves a logged-in victim's session and customer as they were for %s", async (_label, headers) => {
    const { cookie } = await loginAs(t.app, victim.mobileNo);
    const response = await qrLookup({ cookie, ...headers });
    // The lookup still answers, masked, as it answers anyone.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Mallory R.' });
    expect(response.cookies.filter((c) => c.name === 'portal_sid')).toEqual([]);
    expect(await me(cookie)).toMatchObject({ id: victim.id, mobileNo: victim.mobileNo, firstname: 'Juan' });
  });

  it('starts no session for a visitor without one when another site asks', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await qrLookup(headers);
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toEqual([]);
    }
  });

  it('keeps a password session when no browser says the request came from our own pages', async () => {
    const { cookie } = await loginAs(t.app, victim.mobileNo);
    for (const headers of [{}, { 'sec-fetch-site': 'none' }]) {
      expect((await qrLookup({ cookie, ...headers })).cookies).toEqual([]);
    }
    expect((await me(cookie)).id).toBe(victim.id);
  });

  it("starts the QR code's session for our own page, as the portal's /{qrCode} route asks", async () => {
    const host = 'shop.example.com';
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { referer: `http://${host}/QR-ATTACKER-01`, host },
    ]) {
      const { cookie } = await loginAs(t.app, victim.mobileNo);
      const response = await qrLookup({ cookie, ...headers });
      const session = response.cookies.find((c) => c.name === 'portal_sid');
      expect(session?.value).toBeTruthy();
      expect(await me(`portal_sid=${session?.value}`)).toMatchObject({ firstname: 'Mallory' });
    }
    // Without any session, a request no browser marked as another site's (curl, a test) starts one too.
    const plain = await qrLookup({});
    expect(plain.cookies.map((c) => c.name)).toEqual(['portal_sid']);
  });
});
