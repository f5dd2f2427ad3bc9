import { beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../../src/app.ts';
import { createCustomer } from '../../src/db/factories.ts';
import { useTestApp } from '../test-app.ts';
import { loginAs } from '../sessions.ts';

/**
 * Every /api route of the server's own route table, called by each kind of caller, answers what API.md's
 * role column implies: 401 without the needed session, 403 with the wrong role, anything else otherwise.
 * A route added later is covered without touching this file.
 */
type Caller = 'anonymous' | 'portal' | 'TOPUP_ADMIN' | 'TRANSMITTAL_ADMIN' | 'TRANSMITTAL_ENCODER';
const CALLERS: Caller[] = ['anonymous', 'portal', 'TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'];

function expectedRefusal(access: Access, caller: Caller): 401 | 403 | null {
  switch (access) {
    case 'PUBLIC':
    case 'PROVIDER':
      return null;
    case 'PORTAL':
      return caller === 'portal' ? null : 401;
    case 'ANY':
      return caller === 'anonymous' || caller === 'portal' ? 401 : null;
    case 'TA':
      if (caller === 'anonymous' || caller === 'portal') return 401;
      return caller === 'TOPUP_ADMIN' ? null : 403;
    case 'ENC':
      if (caller === 'anonymous' || caller === 'portal') return 401;
      return caller === 'TRANSMITTAL_ENCODER' ? null : 403;
  }
}

// Routes whose own answer is 401 for a caller without a session of theirs, by design (not an access rule).
const ANSWERS_401_ITSELF = new Set(['GET /api/Customers/Me']);

describe('authorization matrix', () => {
  const t = useTestApp();
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09171234567' });
    await createCustomer(t.db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09170000003', tags: ['TRANSMITTAL_ENCODER'] });
    cookies.portal = (await loginAs(t.app, '09171234567')).cookie;
    cookies.TOPUP_ADMIN = (await loginAs(t.app, '09170000001', 'backoffice')).cookie;
    cookies.TRANSMITTAL_ADMIN = (await loginAs(t.app, '09170000002', 'backoffice')).cookie;
    cookies.TRANSMITTAL_ENCODER = (await loginAs(t.app, '09170000003', 'backoffice')).cookie;
  });

  it('has routes, each with a declared access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes)
      expect(['PUBLIC', 'PORTAL', 'TA', 'ANY', 'ENC', 'PROVIDER']).toContain(route.access);
  });

  it('answers each caller of each route as its access rule says', async () => {
    const mismatches: string[] = [];
    const routes: ApiRoute[] = t.app.apiRoutes;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const caller of CALLERS) {
        const cookie = cookies[caller];
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        const expected = expectedRefusal(route.access, caller);
        const actual = response.statusCode;
        const label = `${route.method} ${route.url} as ${caller}`;
        if (expected !== null && actual !== expected)
          mismatches.push(`${label}: expected ${expected}, got ${actual}`);
        if (
          expected === null &&
          (actual === 403 || (actual === 401 && !ANSWERS_401_ITSELF.has(`${route.method} ${route.url}`)))
        ) {
          mismatches.push(`${label}: expected access, got ${actual}`);
        }
        expect(actual, label).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
