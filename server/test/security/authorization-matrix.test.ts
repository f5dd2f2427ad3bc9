import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/app.ts';
import { useTestApp } from '../test-app.ts';
import {
  CALLERS,
  EXPECTED_ROLES,
  expectedRefusal,
  routeKey,
  signInEachCaller,
  type Caller,
} from '../api-roles.ts';

/**
 * Every /api route of the server's own route table, called by each kind of caller, answers what API.md's
 * role column implies: 401 without the needed session, 403 with the wrong role, anything else otherwise.
 * The expected role comes from the table in ../api-roles.ts, not from the route's own declaration, so a
 * route declared with the wrong role fails, and so does a route added without a row there.
 */

// Routes whose own answer is 401 for a caller without a session of theirs, by design (not an access rule).
const ANSWERS_401_ITSELF = new Set(['GET /api/Customers/Me']);

describe('authorization matrix', () => {
  const t = useTestApp();
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    Object.assign(cookies, await signInEachCaller(t.app, t.db));
  });

  it('has routes, each with a declared access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes)
      expect(['PUBLIC', 'PORTAL', 'TA', 'ANY', 'ENC', 'PROVIDER']).toContain(route.access);
  });

  it("declares for every route the role of API.md's role column, and serves every route API.md lists", () => {
    const served = new Map(t.app.apiRoutes.map((route) => [routeKey(route.method, route.url), route]));
    const wrong: string[] = [];
    for (const [key, route] of served) {
      const expected = EXPECTED_ROLES.get(key);
      if (!expected) wrong.push(`${route.method} ${route.url}: not in API.md's table`);
      else if (expected !== route.access)
        wrong.push(`${route.method} ${route.url}: declared ${route.access}, API.md says ${expected}`);
    }
    for (const key of EXPECTED_ROLES.keys()) if (!served.has(key)) wrong.push(`${key}: not served`);
    expect(wrong).toEqual([]);
  });

  it("answers each caller of each route as API.md's role column says", async () => {
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
        // The table's role, not the route's own: a route declared with the wrong role fails here too.
        const role = EXPECTED_ROLES.get(routeKey(route.method, route.url)) ?? route.access;
        const expected = expectedRefusal(role, caller);
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
