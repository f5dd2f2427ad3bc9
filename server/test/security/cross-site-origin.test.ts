import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createCustomer } from '../../src/demo/factories.ts';
import { loginAs } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * The cross-site check (plugins/access.ts assertSameOrigin) as a forger would try it: a page on another
 * site can make the browser send any Host it likes through a DNS name it points at us, and a client may
 * write X-Forwarded-* itself. With PUBLIC_URL set, only PUBLIC_URL's own origin counts as our pages.
 */
const PUBLIC = loadConfig({ PUBLIC_URL: 'https://shop.example.com/', TRUST_PROXY: 'true' });

/** A state-changing call that carries the session cookie: the check applies before anything else. */
async function searchAs(t: ReturnType<typeof useTestApp>, cookie: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/TopupRequests/Search',
    headers: { cookie, ...headers },
    payload: { referenceNumber: 'NOTHING123', supportingReference: '09171230000' },
  });
}

describe('cross-site requests judged against PUBLIC_URL', () => {
  const t = useTestApp({
    publicUrl: PUBLIC.publicUrl,
    publicOrigin: PUBLIC.publicOrigin,
    trustProxy: PUBLIC.trustProxy,
  });
  let cookie = '';

  beforeAll(async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171238801' });
    cookie = (await loginAs(t.app, customer.mobileNo)).cookie;
  });

  it('reads the origin from PUBLIC_URL, and stops the start for an address that is not http(s)', () => {
    expect(PUBLIC.publicOrigin).toBe('https://shop.example.com');
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL must be/);
  });

  it('refuses another site whatever Host, X-Forwarded-Host or X-Forwarded-Proto say', async () => {
    const forged: Record<string, string>[] = [
      // The old check compared Origin with the request's own Host: a forger sends both.
      { origin: 'https://evil.example', host: 'evil.example' },
      { origin: 'https://evil.example', host: 'shop.example.com' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-proto': 'https' },
      // Our host on another scheme or port is another origin.
      { origin: 'http://shop.example.com', host: 'shop.example.com' },
      { origin: 'https://shop.example.com:8443', host: 'shop.example.com:8443' },
      { origin: 'https://shop.example.com.evil.example', host: 'shop.example.com.evil.example' },
      { origin: 'null', host: 'shop.example.com' },
      // Referer is read when there is no Origin.
      { referer: 'https://evil.example/page', host: 'evil.example' },
      { referer: 'https://evil.example/https://shop.example.com/', host: 'shop.example.com' },
      { referer: 'not a url', host: 'shop.example.com' },
    ];
    for (const headers of forged) {
      const response = await searchAs(t, cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe('Cross-site request refused');
    }
  });

  it('lets our own pages through, whatever Host the proxy passes on', async () => {
    const ours: Record<string, string>[] = [
      { origin: 'https://shop.example.com', host: 'shop.example.com' },
      { origin: 'https://shop.example.com', host: '10.0.0.5:3000' },
      { origin: 'https://shop.example.com:443', host: 'internal' },
      { origin: 'https://SHOP.example.com', host: 'internal', 'x-forwarded-host': 'evil.example' },
      { referer: 'https://shop.example.com/cancel-topup', host: 'internal' },
      // No Origin and no Referer: not a browser, which cannot hold a victim's cookie.
      { host: 'evil.example' },
    ];
    for (const headers of ours) {
      const response = await searchAs(t, cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('cross-site requests without PUBLIC_URL (a developer machine)', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171238802' });
    cookie = (await loginAs(t.app, customer.mobileNo)).cookie;
  });

  it('compares with the Host header, the only address it has, and ignores X-Forwarded-Host', async () => {
    expect(
      (await searchAs(t, cookie, { origin: 'http://localhost:3000', host: 'localhost:3000' })).statusCode,
    ).toBe(404);
    expect(
      (await searchAs(t, cookie, { origin: 'https://evil.example', host: 'localhost:3000' })).statusCode,
    ).toBe(403);
    const forwarded = await searchAs(t, cookie, {
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded.statusCode).toBe(403);
  });
});
