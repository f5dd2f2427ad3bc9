import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { FALLBACK_BUYER_EMAIL } from '../../src/modules/payments/gateway.ts';
import { useMayaTestApp } from '../maya-test-app.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp, type TestContext } from '../test-app.ts';

/**
 * A card top-up's buyer is the payer. Someone topping up another person's wallet must not see that
 * person's name and e-mail on the checkout page, nor have the provider send the receipt to them: the
 * provider gets the logged-in payer, or no name and the spec's fixed placeholder e-mail, and the contact
 * number the payer typed.
 */
const TYPED_CONTACT = '09170008888';

async function openShop(t: TestContext) {
  await createPaymentMethod(t.db, { code: 101, name: 'Debit/Credit Card', minimumAmount: 100_00 });
  const maria = await createCustomer(t.db, {
    firstname: 'Maria Clara',
    lastname: 'Santos',
    mobileNo: '09175570001',
    email: 'maria.santos@example.com',
    qrCode: 'QR-BUYER-MARIA',
  });
  const juan = await createCustomer(t.db, {
    firstname: 'Juan',
    lastname: 'Dela Cruz',
    mobileNo: '09175570002',
    email: 'juan.delacruz@example.com',
  });
  return { maria, juan };
}

/** A card top-up of Maria's wallet (option 2 named by her number, or option 1), by whoever holds `cookie`. */
function payForMaria(t: TestContext, maria: { id: number; mobileNo: string }, cookie = '', option = 2) {
  return t.app.inject({
    method: 'POST',
    url: '/api/TopupRequests',
    headers: cookie ? { cookie } : {},
    payload: {
      topupOption: option,
      ewalletAccountId: maria.id,
      ewalletMobileNo: maria.mobileNo,
      topupRequestAmount: 250,
      paymentMethodCode: 101,
      contactNumber: TYPED_CONTACT,
      billingAddress: null,
    },
  });
}

function expectNothingOfMaria(text: string) {
  for (const secret of ['Maria', 'Santos', 'maria.santos@example.com']) expect(text).not.toContain(secret);
}

describe('the buyer on the sandbox checkout page', () => {
  const t = useTestApp();
  let people: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    people = await openShop(t);
  });

  it('shows an anonymous payer no name or e-mail of the recipient, only the placeholder and their number', async () => {
    const created = await payForMaria(t, people.maria);
    expect(created.statusCode, created.body).toBe(200);
    const { referenceNumber, checkoutUrl } = created.json();
    const page = await t.app.inject({ url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expectNothingOfMaria(page.body);
    expect(page.body).toContain(FALLBACK_BUYER_EMAIL);
    expect(page.body).toContain(TYPED_CONTACT);

    // The return page reads the request back: it says how it went, not whose wallet it was.
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkoutUrl}/pay?webhook=none`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.headers.location).toBe(`/card/success?ref=${referenceNumber}`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Confirm',
      payload: { referenceNumber },
    });
    expect(confirmed.json()).toEqual({
      referenceNumber,
      status: 1,
      statusText: 'Done',
      paymentToReturn: false,
    });
  });

  it('shows a QR-code session the placeholder too: holding a QR code proves no identity', async () => {
    const qr = await t.app.inject({ url: '/api/Customers/CustomerByQrCode?QrCode=QR-BUYER-MARIA' });
    const cookie = qr.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const created = await payForMaria(t, people.maria, cookie, 1);
    expect(created.statusCode, created.body).toBe(200);
    const page = await t.app.inject({ url: created.json().checkoutUrl });
    expectNothingOfMaria(page.body);
    expect(page.body).toContain(FALLBACK_BUYER_EMAIL);
  });

  it('shows a logged-in payer as the buyer, with their own name and e-mail', async () => {
    const { cookie } = await loginAs(t.app, people.juan.mobileNo);
    const created = await payForMaria(t, people.maria, cookie);
    const page = await t.app.inject({ url: created.json().checkoutUrl });
    expectNothingOfMaria(page.body);
    expect(page.body).toContain('Juan Dela Cruz');
    expect(page.body).toContain('juan.delacruz@example.com');
  });
});

describe('the buyer Maya gets', () => {
  const t = useMayaTestApp();
  let people: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    people = await openShop(t);
  });
  const sentBuyer = () => (t.fake.requests.at(-1)?.body as { buyer: unknown }).buyer;

  it('is no name, the placeholder e-mail and the typed number for an anonymous payer', async () => {
    expect((await payForMaria(t, people.maria)).statusCode).toBe(200);
    expect(sentBuyer()).toEqual({ contact: { phone: TYPED_CONTACT, email: FALLBACK_BUYER_EMAIL } });
  });

  it('is the logged-in payer, never the recipient', async () => {
    const { cookie } = await loginAs(t.app, people.juan.mobileNo);
    expect((await payForMaria(t, people.maria, cookie)).statusCode).toBe(200);
    expect(sentBuyer()).toEqual({
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      contact: { phone: TYPED_CONTACT, email: 'juan.delacruz@example.com' },
    });
  });
});
