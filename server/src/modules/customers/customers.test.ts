import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { customers } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('customer lookups', () => {
  const t = useTestApp();
  let juanId = 0;
  beforeAll(async () => {
    juanId = (
      await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' })
    ).id;
    await createCustomer(t.db, {
      mobileNo: '09179876543',
      firstname: 'Maria Clara',
      lastname: 'Santos',
      qrCode: 'QR-MARIA-0001',
    });
    await createCustomer(t.db, {
      mobileNo: '09170000001',
      firstname: 'Ana',
      lastname: 'Reyes',
      tags: ['TOPUP_ADMIN'],
    });
  });

  const byMobile = (mobileNo: string, cookie?: string) =>
    t.app.inject({
      url: `/api/Customers/CustomerByMobileNo?mobileNo=${encodeURIComponent(mobileNo)}`,
      headers: cookie ? { cookie } : {},
    });

  it('masks names for anonymous callers', async () => {
    const response = await byMobile('09171234567');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: juanId,
      firstname: 'Juan',
      lastname: 'D. C.',
      mobileNo: '09171234567',
      fullName: 'Juan D. C.',
    });
  });

  it('shows whole names to a back-office user, and reads MobileNo in any case', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const response = await t.app.inject({
      url: '/api/customers/customerbymobileno?MobileNo=%2B639171234567',
      headers: { cookie },
    });
    expect(response.json()).toMatchObject({
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      fullName: 'Juan Dela Cruz',
    });
  });

  it('answers the spec messages for a missing, malformed and unknown number', async () => {
    const missing = await t.app.inject({ url: '/api/Customers/CustomerByMobileNo' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Mobile Number is required']);
    const malformed = await byMobile('12345');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'Invalid Mobile Number Format']);
    const unknown = await byMobile('09990000000');
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Mobile number not found',
    });
  });

  it('finds a customer by QR code and lets that browser top up their own account', async () => {
    const response = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-MARIA-0001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mobileNo: '09179876543', fullName: 'Maria C. S.' });
    const cookie = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.app.inject({
      url: '/api/Customers/Me',
      headers: { cookie: `portal_sid=${cookie?.value}` },
    });
    expect(me.json().mobileNo).toBe('09179876543');
  });

  it('answers 404 for an unknown QR code', async () => {
    const response = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?qrcode=NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.cookies).toHaveLength(0);
  });

  it('answers a profile image with its type, or 204', async () => {
    const { cookie } = await loginAs(t.app, '09171234567');
    const asJuan = { url: `/api/Customers/ProfileImage/${juanId}`, headers: { cookie } };
    expect((await t.app.inject(asJuan)).statusCode).toBe(204);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await t.db
      .update(customers)
      .set({ profileImage: png, profileImageType: 'image/png' })
      .where(eq(customers.id, juanId));
    const response = await t.app.inject(asJuan);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ url: '/api/Customers/ProfileImage/abc' })).statusCode).toBe(400);
  });

  it('shows a face only to staff, the customer and a browser that looked them up; walking ids gets 204', async () => {
    const url = `/api/Customers/ProfileImage/${juanId}`;
    // Anonymous, and another customer: the answer for "no image", whatever the spelling.
    expect((await t.app.inject({ url })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/%61pi/Customers/ProfileImage/${juanId}` })).statusCode).toBe(204);
    await createCustomer(t.db, { mobileNo: '09175550999' });
    const other = await loginAs(t.app, '09175550999');
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(204);
    // Staff see it.
    const staff = await loginAs(t.app, '09170000001', 'backoffice');
    expect((await t.app.inject({ url, headers: { cookie: staff.cookie } })).statusCode).toBe(200);
    // A browser that looked Juan up by his number sees it (the look-up's grant), for him only.
    const lookup = await t.app.inject({
      url: '/api/Customers/CustomerByMobileNo?mobileNo=09171234567',
      remoteAddress: '198.51.100.90',
    });
    expect(lookup.statusCode).toBe(200);
    const grant = lookup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.app.inject({ url, headers: { cookie: grant } })).statusCode).toBe(200);
  });

  it('slows down anyone walking through numbers', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (
        await t.app.inject({
          url: `/api/Customers/CustomerByMobileNo?mobileNo=0917000${String(i).padStart(4, '0')}`,
          headers,
          remoteAddress: '203.0.113.7',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
