import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../../core/api/all-endpoints.ts';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import { customers } from '../../src/db/schema.ts';
import { createCustomer, createPaymentMethod } from '../../src/demo/factories.ts';
import { CALLERS, expectedRefusal, signInEachCaller, type Caller } from '../api-roles.ts';
import { loginAs } from '../sessions.ts';
import { testConfig, useTestApp } from '../test-app.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * No cache may keep an answer with personal data or one whose address holds a secret (a receipt token):
 * a shared phone's disk cache or a proxy would hand it to the next person. Every answer of every API route
 * carries `Cache-Control: no-store`, errors included (http/register-endpoint.ts), and so does the receipt
 * page, whose address is the secret (plugins/web-app.ts).
 */
const TOKEN = 'ab'.repeat(32);

/** A route's path with something in each parameter: a token where the route takes one, else 1. */
function filled(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'token' ? TOKEN : '1'));
}

describe('Cache-Control: no-store on every API answer', () => {
  const t = useTestApp();
  let cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    cookies = await signInEachCaller(t.app, t.db);
  });

  it('walks every route of the contracts, as every caller, and finds no-store on each answer', async () => {
    let answers = 0;
    for (const endpoint of ALL_ENDPOINTS) {
      for (const caller of CALLERS) {
        // The refused callers and one allowed one: an error answer must not be cached either.
        if (caller !== 'anonymous' && expectedRefusal(endpoint.access, caller) !== null) continue;
        const response = await t.app.inject({
          method: endpoint.method,
          url: filled(endpoint.path),
          headers: caller === 'anonymous' ? {} : { cookie: cookies[caller] },
        });
        expect(response.headers['cache-control'], `${caller} ${endpoint.method} ${endpoint.path}`).toBe(
          'no-store',
        );
        answers += 1;
      }
    }
    expect(answers).toBeGreaterThan(ALL_ENDPOINTS.length);
  });

  it("holds on the answers that carry a person's data: a receipt, the history, the balance, a face", async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    const owner = await createCustomer(t.db, { mobileNo: '09171239101' });
    await t.db
      .update(customers)
      .set({ profileImage: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), profileImageType: 'image/jpeg' })
      .where(eq(customers.id, owner.id));
    const { cookie } = await loginAs(t.app, owner.mobileNo);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests',
      headers: { cookie },
      payload: {
        topupOption: 1,
        ewalletAccountId: owner.id,
        topupRequestAmount: 500,
        paymentMethodCode: 102,
        contactNumber: '09171239102',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json<{ receiptPath: string }>().receiptPath.replace('/receipt/', '');
    for (const url of [
      `/api/Receipts/${token}`,
      `/API/receipts/${token}`,
      '/api/Customers/Me/History',
      '/api/Customers/Me/Balance',
      '/api/Customers/Me',
      `/api/Customers/ProfileImage/${owner.id}`,
    ]) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('Cache-Control on the receipt page', () => {
  let app: AppInstance;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ewallet-no-store-'));
    writeFileSync(join(dir, 'index.html'), readFileSync('web/index.html'));
    app = await buildApp({ config: testConfig({ webDistDir: dir }), database: await createTestDatabase() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps no copy of the page whose address is a receipt link, in any spelling', async () => {
    for (const url of [`/receipt/${TOKEN}`, `/Receipt/${TOKEN}`, `/%72eceipt/${TOKEN}?x=1`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Other pages keep their revalidated copy.
    expect((await app.inject({ url: '/cancel-topup' })).headers['cache-control']).toBe('no-cache');
  });
});
