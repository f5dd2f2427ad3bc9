import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createCustomer, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { totpCode } from '../sessions.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * Behind a proxy the client address (rate limits, audit log, logs) comes from X-Forwarded-For, which the
 * client can write too: `X-Forwarded-For: 1.2.3.4` sent through nginx arrives as `1.2.3.4, <real client>`.
 * Only the entries our own proxies appended count, read from the right; the rest is the client's word.
 */

interface Seen {
  ip: string;
  protocol: string;
}

/** One request over a real TCP connection to 127.0.0.1, with exactly the headers given. */
function getOverSocket(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the client address behind proxies, over a real socket from 127.0.0.1', () => {
  let database: DatabaseHandle;
  const apps: AppInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  /** A server started with this TRUST_PROXY, with a route that says what it made of the request. */
  async function serverTrusting(trustProxySetting: string | undefined): Promise<number> {
    const config = testConfig({ trustProxy: loadConfig({ TRUST_PROXY: trustProxySetting }).trustProxy });
    // The apps share the file's database; only the last close may end it.
    const app = await buildApp({ config, database: { ...database, close: async () => {} } });
    app.get('/test/seen', { config: { access: 'public' } }, async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    return (app.server.address() as AddressInfo).port;
  }

  async function seen(port: number, headers: Record<string, string>): Promise<Seen> {
    const response = await getOverSocket(port, '/test/seen', headers);
    expect(response.status).toBe(200);
    return JSON.parse(response.body) as Seen;
  }

  it('TRUST_PROXY=true trusts one proxy: the forged leftmost entry is ignored, the real client kept', async () => {
    const port = await serverTrusting('true');
    expect(
      await seen(port, { 'x-forwarded-for': '1.2.3.4, 203.0.113.7', 'x-forwarded-proto': 'https' }),
    ).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await seen(port, { 'x-forwarded-for': '203.0.113.7' })).toEqual({
      ip: '203.0.113.7',
      protocol: 'http',
    });
    // A proxy that sent no X-Forwarded-For: the proxy itself is all we know.
    expect((await seen(port, {})).ip).toBe('127.0.0.1');
  });

  it('TRUST_PROXY=1 reads the same as true', async () => {
    const port = await serverTrusting('1');
    expect((await seen(port, { 'x-forwarded-for': '6.6.6.6, 9.9.9.9, 203.0.113.8' })).ip).toBe('203.0.113.8');
  });

  it('TRUST_PROXY=2 (a CDN in front of a load balancer) skips two hops from the right', async () => {
    const port = await serverTrusting('2');
    // The client forged 1.2.3.4; the CDN appended the client (203.0.113.9); the LB appended the CDN.
    expect((await seen(port, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.5' })).ip).toBe(
      '203.0.113.9',
    );
  });

  it('a list of proxy addresses trusts those addresses only, from the right', async () => {
    const port = await serverTrusting('10.0.0.0/8, 127.0.0.1');
    expect(
      await seen(port, {
        'x-forwarded-for': '1.2.3.4, 203.0.113.10, 10.0.0.5',
        'x-forwarded-proto': 'https',
      }),
    ).toEqual({ ip: '203.0.113.10', protocol: 'https' });
    // 203.0.113.10 is no proxy of ours: whatever it says stands left of it is not believed.
    expect((await seen(port, { 'x-forwarded-for': '1.2.3.4, 203.0.113.10' })).ip).toBe('203.0.113.10');
  });

  it('ignores X-Forwarded-For and -Proto from a client that is not a listed proxy', async () => {
    const port = await serverTrusting('10.0.0.0/8');
    expect(
      await seen(port, { 'x-forwarded-for': '1.2.3.4, 203.0.113.11', 'x-forwarded-proto': 'https' }),
    ).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    for (const setting of [undefined, 'false']) {
      const port = await serverTrusting(setting);
      expect(
        await seen(port, { 'x-forwarded-for': '1.2.3.4, 203.0.113.12', 'x-forwarded-proto': 'https' }),
      ).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    }
  });
});

describe('with TRUST_PROXY=true, a client behind the proxy that forges X-Forwarded-For', () => {
  let database: DatabaseHandle;
  let app: AppInstance;
  /** Our proxy's address: every request reaches the server from it. */
  const PROXY = '10.0.0.2';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy }),
      database,
    });
    await app.ready();
    await createCustomer(database.db, {
      mobileNo: '09170000001',
      firstname: 'Ana',
      lastname: 'Reyes',
      tags: ['TOPUP_ADMIN'],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What the proxy passes on: the client's X-Forwarded-For, with the address it saw appended. */
  const forwarded = (forged: string, client: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });

  it('cannot escape the per-address look-up limit by writing a new address each time', async () => {
    const lookup = (i: number, client: string) =>
      app.inject({
        url: `/api/Customers/CustomerByMobileNo?mobileNo=0917444${String(i).padStart(4, '0')}`,
        remoteAddress: PROXY,
        headers: forwarded(`198.51.100.${i}`, client),
      });
    for (let i = 0; i < 30; i += 1) expect((await lookup(i, '203.0.113.50')).statusCode).toBe(404);
    const over = await lookup(30, '203.0.113.50');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer behind the same proxy has a limit of their own.
    expect((await lookup(31, '203.0.113.51')).statusCode).toBe(404);
  });

  it('records the real address of a back-office login in the audit log, not the forged one', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      remoteAddress: PROXY,
      headers: forwarded('6.6.6.6', '203.0.113.60'),
      payload: { username: '09170000001', password: DEMO_PASSWORD, scope: 'backoffice', code: totpCode() },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await app.inject({
      url: '/api/AuditLog?pageSize=10&page=1&entity=session',
      remoteAddress: PROXY,
      headers: { cookie, ...forwarded('6.6.6.6', '203.0.113.60') },
    });
    expect(page.statusCode).toBe(200);
    const [row] = page.json().items as { action: string; after: { address?: string } }[];
    expect(row).toMatchObject({ action: 'login', after: { address: '203.0.113.60' } });
    expect(page.body).not.toContain('6.6.6.6');
  });
});
