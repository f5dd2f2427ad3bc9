import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

const validBody = {
  name: 'Pay on Site',
  status: 1,
  minimumAmount: 150.5,
  daysValidity: 5,
  priority: 30,
  topupOptions: [2, 1],
  remarks: 'At the service desk',
};

describe('back-office payment methods', () => {
  const t = useTestApp();
  let callers: Callers;
  const json = () => ({ cookie: callers.topupAdmin, 'content-type': 'application/json' });

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    await createPaymentMethod(t.db, { code: 101, name: 'Card', priority: 40, minimumAmount: 100_00 });
    await createPaymentMethod(t.db, { code: 102, name: 'Site', priority: 30, topupOptions: [1] });
    await createPaymentMethod(t.db, { code: 199, name: 'Secret', status: 0, priority: 1, remarks: 'hidden' });
  });

  const list = async () =>
    (await t.app.inject({ url: '/api/PaymentMethods/All', headers: { cookie: callers.topupAdmin } })).json();

  it('lists every method, hidden ones too, with money in pesos and options as JSON text', async () => {
    const methods = await list();
    expect(methods.map((m: { code: number }) => m.code)).toEqual([101, 102, 199]);
    expect(methods[0]).toMatchObject({
      code: 101,
      name: 'Card',
      status: 1,
      minimumAmount: 100,
      daysValidity: 3,
      priority: 40,
      topupOptions: '[1,2]',
      remarks: null,
    });
    expect(methods[2]).toMatchObject({ status: 0, remarks: 'hidden' });
    expect(Date.parse(methods[0].dateCreated)).not.toBeNaN();
  });

  it('refuses an Idempotency-Key used for one method when it is sent again for another', async () => {
    const put = (code: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/PaymentMethods/${code}`,
        headers: { ...json(), 'idempotency-key': 'method-key-0001' },
        payload: { ...validBody, name: 'Renamed once' },
      });
    const site = () => list().then((all) => all.find((m: { code: number }) => m.code === 102));
    const before = await site();
    expect((await put(199)).statusCode).toBe(200);
    const other = await put(102);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await site()).toEqual(before);
    // The same request again is still the first one's answer.
    expect((await put(199)).json()).toMatchObject({ code: 199, name: 'Renamed once' });
  });

  it('changes every field, keeps centavos exact, and writes the audit log with before and after', async () => {
    const before = (await list()).find((m: { code: number }) => m.code === 102);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/PaymentMethods/102',
      headers: json(),
      payload: validBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...validBody, code: 102, topupOptions: '[1,2]' });
    expect(Date.parse(response.json().dateUpdated)).toBeGreaterThanOrEqual(Date.parse(before.dateUpdated));
    const audit = (
      await t.app.inject({
        url: '/api/AuditLog?entity=payment-method',
        headers: { cookie: callers.topupAdmin },
      })
    ).json();
    expect(audit.items[0]).toMatchObject({
      action: 'payment-method.update',
      entityId: '102',
      actorName: 'Tess Customer',
      before: { name: 'Site', minimumAmount: 100, topupOptions: [1] },
      after: {
        name: 'Pay on Site',
        minimumAmount: 150.5,
        topupOptions: [1, 2],
        remarks: 'At the service desk',
      },
    });
  });

  it('accepts the original client: keys in any case, options as JSON text, amounts as text, zero minimum', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/paymentmethods/199',
      headers: json(),
      payload: {
        Name: 'Secret',
        Status: 2,
        MinimumAmount: '0.00',
        DaysValidity: 0,
        Priority: 0,
        TopupOptions: '[2]',
        Remarks: '  ',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 2,
      minimumAmount: 0,
      topupOptions: '[2]',
      remarks: null,
    });
  });

  it.each([
    [{ name: '  ' }, 'Payment Method Name is Required'],
    [{ name: undefined }, 'Payment Method Name is Required'],
    [{ status: undefined }, 'Status is Required'],
    [{ status: 3 }, 'Status is Required'],
    [{ minimumAmount: undefined }, 'Minimum Amount is Required'],
    [{ minimumAmount: '' }, 'Minimum Amount is Required'],
    [{ minimumAmount: -1 }, 'Minimum Amount must be 0 or more'],
    [{ minimumAmount: 1.005 }, 'Minimum Amount must be a number of pesos with at most 2 decimals'],
    [{ minimumAmount: 1_000_000.01 }, 'Minimum Amount must not exceed ₱1,000,000.00'],
    [{ daysValidity: undefined }, 'Validity (Days) is Required'],
    [{ daysValidity: -1 }, 'Validity (Days) must be a whole number from 0 to 3650'],
    [{ daysValidity: 1.5 }, 'Validity (Days) must be a whole number from 0 to 3650'],
    [{ priority: undefined }, 'Priority is Required'],
    [{ priority: -2 }, 'Priority must be a whole number from 0 to 1000000'],
    [{ topupOptions: [3] }, 'Options must be a list of 1 (Load Self) and 2 (Load on Behalf)'],
    [{ topupOptions: 'not json' }, 'Options must be a list of 1 (Load Self) and 2 (Load on Behalf)'],
    [{ remarks: 'x'.repeat(501) }, 'Remarks must be at most 500 characters'],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    const before = await list();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/PaymentMethods/101',
      headers: json(),
      payload: { ...validBody, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('takes effect in the portal at once: hidden, inactive, and the new minimum on top-up creation', async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171230009' });
    const put = (change: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/PaymentMethods/101',
        headers: json(),
        payload: { ...validBody, name: 'Card', ...change },
      });
    const portalCodes = async () =>
      (await t.app.inject({ url: '/api/PaymentMethods?option=2' }))
        .json()
        .map((method: { code: number; status: number }) => `${method.code}:${method.status}`);
    const topup = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/topuprequests',
        payload: {
          topupOption: 2,
          ewalletAccountId: customer.id,
          ewalletMobileNo: customer.mobileNo,
          topupRequestAmount: amount,
          paymentMethodCode: 101,
          contactNumber: '09171230009',
        },
      });

    expect((await put({ status: 0 })).statusCode).toBe(200);
    expect(await portalCodes()).not.toContain('101:0');
    expect((await portalCodes()).some((entry: string) => entry.startsWith('101:'))).toBe(false);
    expect((await put({ status: 2 })).statusCode).toBe(200);
    expect(await portalCodes()).toContain('101:2');
    expect((await topup(500)).statusCode).toBe(400);

    expect((await put({ status: 1, minimumAmount: 300 })).statusCode).toBe(200);
    const tooLittle = await topup(299.99);
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().message).toBe('Minimum amount for Card is ₱300.00');
    expect((await topup(300)).statusCode).toBe(200);
  });

  const putMethod = (code: number, change: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/PaymentMethods/${code}`,
      headers: json(),
      payload: { ...validBody, ...change },
    });

  it.each([
    ['the same', 'Card'],
    ['in another case, with spaces around', '  cARD '],
  ])('refuses a name another method has (%s) with 409, and changes nothing', async (_case, name) => {
    const before = await list();
    const response = await putMethod(199, { name });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Payment method 101 is already named ${name.trim()}; choose another name`,
    );
    expect(await list()).toEqual(before);
  });

  it('lets one of two renames to the same new name through when both come at once', async () => {
    const outcomes = await Promise.all([
      putMethod(101, { name: 'Counter', status: 1 }),
      putMethod(199, { name: 'counter', status: 0 }),
    ]);
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 409]);
    const named = (await list()).filter((m: { name: string }) => m.name.toLowerCase() === 'counter');
    expect(named).toHaveLength(1);
    expect((await putMethod(named[0].code, { name: 'Card' })).statusCode).toBe(200);
  });

  it('refuses no option at all unless the request confirms it, then hides the method from the portal', async () => {
    const before = await list();
    const refused = await putMethod(101, { name: 'Card', topupOptions: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Choose Load Self, Load on Behalf or both: with neither, the method leaves the portal (send confirmNoOptions: true to mean it)',
    );
    expect(await list()).toEqual(before);
    expect(
      (await putMethod(101, { name: 'Card', topupOptions: '[]', confirmNoOptions: false })).statusCode,
    ).toBe(400);

    const confirmed = await putMethod(101, { name: 'Card', topupOptions: [], confirmNoOptions: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ code: 101, topupOptions: '[]' });
    expect(confirmed.json()).not.toHaveProperty('confirmNoOptions');
    for (const option of [1, 2]) {
      const portal = (await t.app.inject({ url: `/api/PaymentMethods?option=${option}` })).json();
      expect(portal.map((method: { code: number }) => method.code)).not.toContain(101);
    }
    expect((await putMethod(101, { name: 'Card', topupOptions: [1, 2] })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/PaymentMethods/555',
      headers: json(),
      payload: validBody,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Payment method not found');
  });

  it('is for top-up admins only', async () => {
    const before = await list();
    await expectTopupAdminOnly(t.app, callers, { url: '/api/PaymentMethods/All' });
    await expectTopupAdminOnly(t.app, callers, {
      method: 'PUT',
      url: '/api/PaymentMethods/101',
      headers: { 'content-type': 'application/json' },
      payload: { ...validBody, status: 0 },
    });
    expect(await list()).toEqual(before);
  });

  describe('instructions and bank account (decision 0030)', () => {
    const bank = {
      instructions: 'Transfer the exact amount.\r\nPut the reference in the remarks.   \n',
      bankName: '  Metrobank ',
      bankAccountName: 'Shop Collections',
      bankAccountNumber: '7-123 4567-89',
    };
    const portalAnswer = async (code: number) =>
      (await t.app.inject({ url: `/api/PaymentMethods/${code}/Instructions` })).json();
    const auditLatest = async () =>
      (
        await t.app.inject({
          url: '/api/AuditLog?entity=payment-method',
          headers: { cookie: callers.topupAdmin },
        })
      ).json().items[0];

    it('saves them trimmed, line ends as \\n, answers them to the admin and the portal, and audits them', async () => {
      const saved = await putMethod(102, { name: 'Pay on Site', ...bank });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        instructions: 'Transfer the exact amount.\nPut the reference in the remarks.',
        bankName: 'Metrobank',
        bankAccountName: 'Shop Collections',
        bankAccountNumber: '7-123 4567-89',
      });
      expect(await portalAnswer(102)).toEqual({
        code: 102,
        name: 'Pay on Site',
        instructions: 'Transfer the exact amount.\nPut the reference in the remarks.',
        bankAccount: {
          bankName: 'Metrobank',
          accountName: 'Shop Collections',
          accountNumber: '7-123 4567-89',
        },
      });
      expect(await auditLatest()).toMatchObject({
        action: 'payment-method.update',
        entityId: '102',
        after: { bankName: 'Metrobank', bankAccountNumber: '7-123 4567-89' },
      });
    });

    it("keeps them when a body leaves them out (the spec's client), and clears them with null or blanks", async () => {
      await putMethod(102, { name: 'Pay on Site', ...bank });
      expect((await putMethod(102, { name: 'Pay on Site' })).statusCode).toBe(200);
      expect(await portalAnswer(102)).toMatchObject({
        instructions: 'Transfer the exact amount.\nPut the reference in the remarks.',
        bankAccount: { bankName: 'Metrobank' },
      });

      const cleared = await putMethod(102, {
        name: 'Pay on Site',
        instructions: '  \n ',
        bankName: null,
        bankAccountName: '',
        bankAccountNumber: '   ',
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await portalAnswer(102)).toEqual({
        code: 102,
        name: 'Pay on Site',
        instructions: null,
        bankAccount: null,
      });
      expect(await auditLatest()).toMatchObject({
        before: { bankName: 'Metrobank' },
        after: { bankName: null, instructions: null },
      });
    });

    it.each([
      [
        { bankName: 'Metrobank' },
        'Bank, Account Name and Account Number go together: fill in all three, or leave all three empty',
      ],
      [
        { ...bank, bankAccountNumber: ' ' },
        'Bank, Account Name and Account Number go together: fill in all three, or leave all three empty',
      ],
      [{ instructions: 'x'.repeat(2001) }, 'Instructions must be at most 2000 characters'],
      [{ ...bank, bankName: 'B'.repeat(101) }, 'Bank must be at most 100 characters'],
      [{ ...bank, bankAccountName: 'N'.repeat(101) }, 'Account Name must be at most 100 characters'],
      [{ ...bank, bankAccountNumber: '1'.repeat(41) }, 'Account Number must be at most 40 characters'],
      [
        { ...bank, bankAccountNumber: '0012;drop table' },
        'Account Number may hold only digits, letters, spaces and dashes',
      ],
      [
        { ...bank, bankAccountNumber: '-0012' },
        'Account Number may hold only digits, letters, spaces and dashes',
      ],
    ])('refuses %j with "%s" and changes nothing', async (change, message) => {
      const before = await list();
      const response = await putMethod(102, { name: 'Pay on Site', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await list()).toEqual(before);
    });

    it('refuses clearing one part of a saved account when the body leaves the others out', async () => {
      await putMethod(102, { name: 'Pay on Site', ...bank });
      const response = await putMethod(102, { name: 'Pay on Site', bankAccountNumber: null });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Bank, Account Name and Account Number go together: fill in all three, or leave all three empty',
      );
      expect((await portalAnswer(102)).bankAccount).toMatchObject({ accountNumber: '7-123 4567-89' });
    });

    it('takes 2000 characters of instructions and the longest account fields exactly', async () => {
      const longest = {
        instructions: 'i'.repeat(2000),
        bankName: 'B'.repeat(100),
        bankAccountName: 'N'.repeat(100),
        bankAccountNumber: '1'.repeat(40),
      };
      const response = await putMethod(102, { name: 'Pay on Site', ...longest });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject(longest);
    });
  });
});
