import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedUsersAndMethods, USERS } from '../modules/backoffice-topups/test-fixtures.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

describe('compressed API answers', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const { customerId } = await seedUsersAndMethods(t.db);
    await t.db.execute(sql`
      insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
        contact_number, amount, payment_method_code, status, date_created, updated_at)
      select 'ZIP' || g, 2, ${customerId}, 'Juan Dela Cruz', ${USERS.customer}, 100 * g, 102, 0,
        timestamptz '2026-07-02T08:00:00+08:00' + g * interval '1 minute', now()
      from generate_series(1, 300) g`);
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  // The OpenAPI document: the large answer the review measured (58 KB, 5.7 KB gzipped).
  const document = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/docs/json', headers });

  it('comes back gzip or brotli when the client asks, and plain when it does not', async () => {
    const plain = await document();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ openapi: '3.1.0' });
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    const gzip = await document({ 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const brotli = await document({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    for (const refused of ['identity', 'gzip;q=0, br;q=0', 'compress']) {
      const answer = await document({ 'accept-encoding': refused });
      expect(answer.headers['content-encoding'] ?? 'identity', refused).toBe('identity');
      expect(answer.body, refused).toBe(plain.body);
    }
  });

  it('leaves an answer under the threshold plain', async () => {
    const answer = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('compresses a list as the back office reads it', async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Retrieve',
        headers: { cookie, ...headers },
        payload: { pageNumber: 1, pageSize: 20 },
      });
    const plain = await list({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the streamed CSV export as it streams, every row intact', async () => {
    const url = '/api/TopupRequests/Export.csv?sortMode=Asc';
    const plain = await t.app.inject({ url, headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.match(/"ZIP\d+"/g)).toHaveLength(300);
    const gzip = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('takes no compressed request body: the API reads plain JSON only, and nothing is done', async () => {
    const body = gzipSync(
      JSON.stringify({ username: USERS.topupAdmin, password: 'demo1234', scope: 'portal' }),
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.cookies).toHaveLength(0);
    expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
