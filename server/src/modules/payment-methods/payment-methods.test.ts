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
});
