import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { topupRequests } from '../../src/db/schema.ts';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { createTopupRequestRow } from '../../src/demo/topup-factories.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Search and Cancel answer a request to whoever holds its reference and e-wallet number or amount: the
 * payer, who may not be the owner. They learn the owner's name no better than the look-up by mobile
 * number tells them (masked); the owner logged in with a password, and staff, see it whole.
 */
describe("a request's e-wallet name on the public Search and Cancel", () => {
  const t = useTestApp();
  let maria: Awaited<ReturnType<typeof createCustomer>>;
  let masked: string;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    maria = await createCustomer(t.db, {
      firstname: 'Maria Clara',
      lastname: 'Santos',
      mobileNo: '09175560001',
    });
    await createCustomer(t.db, { mobileNo: '09175560002', tags: ['TOPUP_ADMIN'] });
    const found = await t.app.inject({ url: `/api/Customers/CustomerByMobileNo?mobileNo=${maria.mobileNo}` });
    masked = found.json().fullName;
    expect(masked).toBe('Maria C. S.');
  });

  const newRequest = () => createTopupRequestRow(t.db, { customerId: maria.id, paymentMethodCode: 102 });
  const search = (referenceNumber: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Search',
      payload: { ReferenceNumber: referenceNumber, SupportingReference: maria.mobileNo },
      headers: cookie ? { cookie } : {},
    });
  const cancel = (row: { id: number; referenceNumber: string }, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Cancel',
      payload: { id: row.id, referenceNumber: row.referenceNumber, remarks: 'Other' },
      headers: cookie ? { cookie } : {},
    });

  it('shows an anonymous caller only the masked name, in Search and in the Cancel answer', async () => {
    const row = await newRequest();
    const found = await search(row.referenceNumber);
    expect(found.json()).toMatchObject({ id: row.id, ewalletAccountName: masked });
    const cancelled = await cancel(row);
    expect(cancelled.json()).toMatchObject({ statusText: 'Cancelled', ewalletAccountName: masked });
    // The given name is shown (so the payer recognises her); the rest only by initials.
    for (const answer of [found.body, cancelled.body]) {
      expect(answer).not.toContain('Clara');
      expect(answer).not.toContain('Santos');
    }
  });

  it("masks it for another customer's password or QR-code session", async () => {
    const juan = await createCustomer(t.db, { mobileNo: '09175560003', qrCode: 'QR-NAMES-JUAN' });
    const { cookie } = await loginAs(t.app, juan.mobileNo);
    const qr = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-NAMES-JUAN' });
    const qrCookie = qr.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const row = await newRequest();
    expect((await search(row.referenceNumber, cookie)).json().ewalletAccountName).toBe(masked);
    expect((await search(row.referenceNumber, qrCookie)).json().ewalletAccountName).toBe(masked);
  });

  it('shows the owner logged in with a password, and staff, the whole name', async () => {
    const owner = (await loginAs(t.app, maria.mobileNo)).cookie;
    const staff = (await loginAs(t.app, '09175560002', 'backoffice')).cookie;
    const row = await newRequest();
    // A request she made herself: someone else's is the payer's to search and cancel (issue 25,
    // payer-and-owner.test.ts), and answers her as one that does not exist.
    expect((await search(row.referenceNumber, owner)).statusCode).toBe(404);
    await t.db
      .update(topupRequests)
      .set({ createdByCustomerId: maria.id })
      .where(eq(topupRequests.id, row.id));
    expect((await search(row.referenceNumber, owner)).json().ewalletAccountName).toBe('Maria Clara Santos');
    expect((await search(row.referenceNumber, staff)).json().ewalletAccountName).toBe('Maria Clara Santos');
    expect((await cancel(row, owner)).json().ewalletAccountName).toBe('Maria Clara Santos');
  });
});
