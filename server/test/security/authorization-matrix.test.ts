import { beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../../src/app.ts';
import { createCustomer } from '../../src/db/factories.ts';
import { useTestApp } from '../test-app.ts';
import { loginAs } from '../sessions.ts';

/**
 * Every /api route of the server's own route table, called by each kind of caller, answers what API.md's
 * role column implies: 401 without the needed session, 403 with the wrong role, anything else otherwise.
 * The expected role comes from the table below, not from the route's own declaration, so a route declared
 * with the wrong role fails, and so does a route added without a row here.
 */
/**
 * The role column of API.md (shared design, "API contract"), copied by hand: a route whose code declares
 * another role, or a route the server answers that is not here, fails. Change both together, on purpose.
 */
const API_MD_ROLES: Record<string, Access> = {
  // Sessions and roles
  'POST /api/Customers/Login': 'PUBLIC',
  'POST /api/Customers/Logout': 'PUBLIC',
  'GET /api/Customers/Me': 'PUBLIC',
  // Customer portal (PUBLIC unless marked)
  'GET /api/Customers/CustomerByMobileNo': 'PUBLIC',
  'GET /api/Customers/CustomerByQrCode': 'PUBLIC',
  'GET /api/Customers/ProfileImage/{customerId}': 'PUBLIC',
  'GET /api/AppConfiguration/isDisableWebsite': 'PUBLIC',
  'GET /api/TopupRequests/Amounts': 'PUBLIC',
  'GET /api/PaymentMethods': 'PUBLIC',
  'POST /api/TopupRequests': 'PUBLIC',
  'POST /api/TopupRequests/Search': 'PUBLIC',
  'POST /api/TopupRequests/Cancel': 'PUBLIC',
  'GET /api/Customers/Me/TopupRequests': 'PORTAL',
  'GET /api/Customers/Me/Balance': 'PORTAL',
  // Card payments
  'GET /api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount': 'TA',
  'POST /api/Payments/Webhook': 'PROVIDER',
  // Back office
  'GET /api/Customers/Users': 'TA',
  'POST /api/Customers/TagUser': 'TA',
  'GET /api/TopupRequests/Statistics': 'TA',
  'POST /api/TopupRequests/Retrieve/Count': 'TA',
  'POST /api/TopupRequests/Retrieve': 'TA',
  'POST /api/TopupRequests/RetrieveV2': 'TA',
  'POST /api/TopupRequests/UpdateStatus': 'TA',
  'POST /api/TopupRequests/RepostTopup': 'TA',
  'GET /api/TopupRequests/GetByDateFromDateTo': 'TA',
  'GET /api/TopupRequests/TopupSummaryReport': 'TA',
  'GET /api/TopupRequests/Export.csv': 'TA',
  'POST /api/JournalEntry': 'TA',
  'GET /api/JournalEntry': 'TA',
  'GET /api/JournalEntry/Count': 'TA',
  'GET /api/JournalEntry/GetByDateFromDateTo': 'TA',
  'GET /api/PaymentMethods/All': 'TA',
  'PUT /api/PaymentMethods/{code}': 'TA',
  'GET /api/Departments/Count': 'ANY',
  'GET /api/Departments/All': 'ANY',
  'GET /api/Departments/Active': 'ANY',
  'POST /api/Departments': 'ANY',
  'PUT /api/Departments/Update': 'ANY',
  'GET /api/Employees/GetEmployeesByDepartmentId': 'ANY',
  'GET /api/Employees/Count': 'ANY',
  'GET /api/Employees/GetEmployeesBySearch': 'ANY',
  'GET /api/Employees/Verify': 'ANY',
  'POST /api/Employees': 'ANY',
  'PUT /api/Employees/Update': 'ANY',
  'GET /api/Transmittals/CreateNewTransmittal': 'ANY',
  'POST /api/Transmittals': 'ANY',
  'GET /api/Transmittals/Count': 'ANY',
  'GET /api/Transmittals/GetTransmittalByStatus': 'ANY',
  'GET /api/Transmittals/GetTransmittalDetailsByHeaderId': 'ANY',
  'POST /api/Transmittals/ApproveTransmittals': 'ENC',
  'POST /api/Transmittals/RejectTransmittals': 'ENC',
  'GET /api/AuditLog': 'TA',
  'PUT /api/AppConfiguration/isDisableWebsite': 'TA',
};

/**
 * Routes the server answers that API.md does not list yet, with the role their screens need. Each is a
 * gap in the contract document, kept visible here until API.md lists it.
 */
const BEYOND_API_MD: Record<string, Access> = {
  'POST /api/Payments/Confirm': 'PUBLIC', // the card return pages, which a buyer reaches without a session
  'GET /api/Payments/Events': 'TA', // the request details panel
  'GET /api/TopupRequests/StatusHistory': 'TA', // the request details panel
  'GET /api/TopupRequests/DailyTotals': 'TA', // the dashboard
  'GET /api/AuditLog/Filters': 'TA', // the audit log screen's filter choices
};

/** "PUT /api/PaymentMethods/:code" and "PUT /api/paymentmethods/{code}" name the same route. */
function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:([A-Za-z]+)/g, '{$1}').toLowerCase()}`;
}

const EXPECTED_ROLES = new Map(
  Object.entries({ ...API_MD_ROLES, ...BEYOND_API_MD }).map(([key, access]) => {
    const [method = '', url = ''] = key.split(' ');
    return [routeKey(method, url), access] as const;
  }),
);

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
