import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { pathOf } from '../../logging.ts';
import { testConfig } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

// A receipt link is a secret (decision 0029): no log line may carry it, whatever the request looked like.
describe('receipt tokens in the logs', () => {
  let app: AppInstance;
  const lines: string[] = [];
  let token = '';

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.ready();
    await createPaymentMethod(database.db, { code: 102, name: 'Pay on Site' });
    const customer = await createCustomer(database.db, { mobileNo: '09171237201' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      payload: {
        topupOption: 2,
        ewalletAccountId: customer.id,
        ewalletMobileNo: customer.mobileNo,
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: '09171237202',
      },
    });
    token = created.json().receiptPath.replace('/receipt/', '');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs the route pattern or a blanked path, never the token', async () => {
    const calls = [
      { method: 'GET', url: `/api/Receipts/${token}` },
      { method: 'GET', url: `/API/receipts/${token}?x=1` },
      { method: 'POST', url: `/api/Receipts/${token}/Cancel`, payload: { reason: 'nope' } },
      { method: 'POST', url: `/api/Receipts/${token}/Nothing` },
      { method: 'DELETE', url: `/api/Receipts/${token}` },
      { method: 'GET', url: `/receipt/${token}` },
      { method: 'POST', url: `/receipt/${token}` },
      { method: 'PATCH', url: `/%72eceipt/${token}` },
      { method: 'GET', url: `/api/Receipts/${token.slice(0, 60)}` },
    ] as const;
    for (const call of calls) {
      await app.inject({ ...call, headers: { 'x-request-id': `receipt-log-${call.method}` } });
    }
    expect(lines.length).toBeGreaterThan(calls.length);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.slice(0, 60));
    expect(all.toLowerCase()).not.toContain(token.slice(0, 16));
  });

  it('blanks the token of any spelling in a raw path', () => {
    expect(pathOf(`/receipt/${token}`)).toBe('/receipt/…');
    expect(pathOf(`/API/RECEIPTS/${token}/PayNow?x=1`)).toBe('/API/RECEIPTS/…/PayNow');
    expect(pathOf(`/%72eceipt/${token}`)).toBe('/receipt/…');
    expect(pathOf('/api/Customers/Me')).toBe('/api/Customers/Me');
  });
});
