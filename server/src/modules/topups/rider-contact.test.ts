import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests } from '../../db/schema.ts';

const RECIPIENT = '09171230101';
const PAYER = '09181230202';
const RIDER_MESSAGE = 'Enter your own mobile number: the rider will call the person who pays';

/** The contact number of an option-2 request is the payer's (docs/decisions/0012). */
describe('POST /api/TopupRequests: whom the rider calls', () => {
  const t = useTestApp();
  let recipientId = 0;

  beforeAll(async () => {
    recipientId = (
      await createCustomer(t.db, { firstname: 'Rosa', lastname: 'Mendoza', mobileNo: RECIPIENT })
    ).id;
    await createCustomer(t.db, { firstname: 'Pedro', lastname: 'Garcia', mobileNo: PAYER });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', topupOptions: [1, 2] });
    await createPaymentMethod(t.db, { code: 103, name: 'Pay on Rider', topupOptions: [1, 2] });
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    topupOption: 2,
    ewalletAccountId: recipientId,
    ewalletAccountName: 'Rosa M.',
    topupRequestAmount: 300,
    paymentMethodCode: 103,
    contactNumber: PAYER,
    billingAddress: null,
    ewalletMobileNo: RECIPIENT,
    ...overrides,
  });
  const post = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const stored = async (referenceNumber: string) =>
    (await t.db.select().from(topupRequests).where(eq(topupRequests.referenceNumber, referenceNumber)))[0];
  const count = async () => (await t.db.select({ id: topupRequests.id }).from(topupRequests)).length;

  it("stores the payer's number, in its national form, as an option-2 rider request's contact", async () => {
    const response = await post(body({ contactNumber: '+639181230202' }));
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(response.json().referenceNumber);
    expect(row).toMatchObject({
      topupOption: 2,
      ewalletCustomerId: recipientId,
      paymentMethodCode: 103,
      contactNumber: PAYER,
    });
  });

  it.each([RECIPIENT, '+639171230101', ` ${RECIPIENT} `])(
    "refuses the recipient's own number %j as an option-2 rider contact, storing nothing",
    async (contactNumber) => {
      const before = await count();
      const response = await post(body({ contactNumber }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: RIDER_MESSAGE });
      expect(await count()).toBe(before);
    },
  );

  it('refuses it too when someone else is logged in (the payer is not the recipient)', async () => {
    const { cookie } = await loginAs(t.app, PAYER);
    const response = await post(body({ contactNumber: RECIPIENT }), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RIDER_MESSAGE);
  });

  it("accepts the recipient's number when the recipient is the one logged in with a password", async () => {
    const { cookie } = await loginAs(t.app, RECIPIENT);
    const response = await post(body({ contactNumber: RECIPIENT }), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(response.json().referenceNumber))?.contactNumber).toBe(RECIPIENT);
  });

  it("keeps the owner's own number for option 1 Pay on Rider", async () => {
    const { cookie } = await loginAs(t.app, RECIPIENT);
    const response = await post(body({ topupOption: 1, contactNumber: RECIPIENT }), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(response.json().referenceNumber))?.contactNumber).toBe(RECIPIENT);
  });

  it("accepts the recipient's number for the methods where nobody collects cash (Pay on Site)", async () => {
    const response = await post(body({ paymentMethodCode: 102, contactNumber: RECIPIENT }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(response.json().referenceNumber))?.contactNumber).toBe(RECIPIENT);
  });
});
