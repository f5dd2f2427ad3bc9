import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createPaymentMethod } from '../../demo/factories.ts';

describe('GET /api/PaymentMethods?option=', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await createPaymentMethod(t.db, {
      code: 101,
      name: 'Debit/Credit Card',
      priority: 40,
      minimumAmount: 100_00,
    });
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site', priority: 30, minimumAmount: 150_50 });
    await createPaymentMethod(t.db, { code: 103, name: 'Pay on Rider', priority: 20, topupOptions: [2] });
    await createPaymentMethod(t.db, { code: 104, name: 'Bank Transfer', priority: 10, status: 0 });
    await createPaymentMethod(t.db, {
      code: 105,
      name: 'GCash',
      priority: 50,
      status: 2,
      remarks: 'GCash payments are not accepted at this time.',
    });
  });

  it('lists Active and Inactive methods offering the option, highest priority first, never Hidden ones', async () => {
    const response = await t.app.inject({ url: '/api/PaymentMethods?option=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        code: 105,
        name: 'GCash',
        status: 2,
        minimumAmount: 100,
        remarks: 'GCash payments are not accepted at this time.',
      },
      { code: 101, name: 'Debit/Credit Card', status: 1, minimumAmount: 100, remarks: null },
      { code: 102, name: 'Pay on Site', status: 1, minimumAmount: 150.5, remarks: null },
    ]);
  });

  it('filters by option, whatever the case of the path and key', async () => {
    const response = await t.app.inject({ url: '/api/paymentmethods?Option=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((m: { code: number }) => m.code)).toEqual([105, 101, 102, 103]);
  });

  it('answers 400 without a valid option', async () => {
    for (const url of [
      '/api/PaymentMethods',
      '/api/PaymentMethods?option=3',
      '/api/PaymentMethods?option=x',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'option must be 1 or 2',
      });
    }
  });

  describe('GET /api/PaymentMethods/{code}/Instructions', () => {
    beforeAll(async () => {
      await createPaymentMethod(t.db, {
        code: 106,
        name: 'Bank Deposit',
        status: 0,
        instructions: 'Deposit at any branch.',
        bankName: 'Land Bank',
        bankAccountName: 'Shop',
        bankAccountNumber: '0001',
      });
      // Edited by hand past the admin's rule: half an account is shown as none.
      await createPaymentMethod(t.db, { code: 107, name: 'Half', bankName: 'Land Bank' });
    });

    it("answers anyone the shop's instructions and account, Hidden methods too, whatever the path's case", async () => {
      const response = await t.app.inject({ url: '/api/paymentmethods/106/instructions' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 106,
        name: 'Bank Deposit',
        instructions: 'Deposit at any branch.',
        bankAccount: { bankName: 'Land Bank', accountName: 'Shop', accountNumber: '0001' },
      });
    });

    it('answers null for a method without them, and never half an account', async () => {
      expect((await t.app.inject({ url: '/api/PaymentMethods/102/Instructions' })).json()).toEqual({
        code: 102,
        name: 'Pay on Site',
        instructions: null,
        bankAccount: null,
      });
      expect(
        (await t.app.inject({ url: '/api/PaymentMethods/107/Instructions' })).json().bankAccount,
      ).toBeNull();
    });

    it('answers 404 for an unknown code and 400 for one that is not a code', async () => {
      const unknown = await t.app.inject({ url: '/api/PaymentMethods/999/Instructions' });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Payment method not found']);
      for (const code of ['abc', '-1', '0', '1e9', '%00']) {
        const response = await t.app.inject({ url: `/api/PaymentMethods/${code}/Instructions` });
        expect(response.statusCode).toBe(400);
      }
    });
  });
});
