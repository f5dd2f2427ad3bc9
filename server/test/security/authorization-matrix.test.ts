import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../../core/api/all-endpoints.ts';
import { ACCESS } from '../../../core/roles.ts';
import type { ApiRoute } from '../../src/app-instance.ts';
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
 * Every /api route of the server's own route table, called by each kind of caller with a real session,
 * answers what its endpoint contract's `access` implies: 401 without the needed session, 403 with the wrong
 * role, anything else otherwise. A route the server answers without a contract fails, and so does a
 * contract the server does not serve.
 */

// Routes whose own answer is 401 for a caller without a session of theirs, by design (not an access rule).
const ANSWERS_401_ITSELF = new Set([
  'GET /api/Customers/Me',
  // The second-factor steps read the half-signed-in login of the cookie themselves (decision 0022).
  'POST /api/Customers/Login/SecondFactor',
  'POST /api/Customers/SecondFactor/Enrolment',
  'POST /api/Customers/SecondFactor/Enrolment/Confirm',
]);

describe('authorization matrix', () => {
  const t = useTestApp();
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    Object.assign(cookies, await signInEachCaller(t.app, t.db));
  });

  it('has routes, each with a declared access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) expect(ACCESS).toContain(route.access);
  });

  it('serves every route from its contract, and every contract', () => {
    const contracts = new Set(ALL_ENDPOINTS);
    const served = new Map(t.app.apiRoutes.map((route) => [routeKey(route.method, route.url), route]));
    const wrong: string[] = [];
    for (const route of served.values()) {
      const label = `${route.method} ${route.url}`;
      if (!route.endpoint || !contracts.has(route.endpoint)) wrong.push(`${label}: no contract in core/api`);
      else if (route.endpoint.access !== route.access)
        wrong.push(`${label}: declares ${route.access}, its contract says ${route.endpoint.access}`);
    }
    for (const key of EXPECTED_ROLES.keys()) if (!served.has(key)) wrong.push(`${key}: not served`);
    expect(ALL_ENDPOINTS.length).toBe(EXPECTED_ROLES.size); // no two contracts for one route
    expect(wrong).toEqual([]);
  });

  it('answers each caller of each route as its contract says', async () => {
    const mismatches: string[] = [];
    // Logout ends the caller's session: it goes last, so that every route after it in the table (the
    // password change, say) still meets a signed-in caller.
    const isLogout = (route: ApiRoute) => route.url.toLowerCase() === '/api/customers/logout';
    const routes: ApiRoute[] = [...t.app.apiRoutes].sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
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
        // The contract's role, not the route's own declaration: a route declared otherwise fails here too.
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
