import type { Access, AppInstance } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createCustomer } from '../src/db/factories.ts';
import { loginAs } from './sessions.ts';

/**
 * The role column of API.md (shared design, "API contract"), copied by hand: a route whose code declares
 * another role, or a route the server answers that is not here, fails. Change both together, on purpose.
 */
export const API_MD_ROLES: Record<string, Access> = {
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
export const BEYOND_API_MD: Record<string, Access> = {
  'POST /api/Payments/Confirm': 'PUBLIC', // the card return pages, which a buyer reaches without a session
  'GET /api/Payments/Events': 'TA', // the request details panel
  'GET /api/TopupRequests/StatusHistory': 'TA', // the request details panel
  'GET /api/TopupRequests/DailyTotals': 'TA', // the dashboard
  'GET /api/AuditLog/Filters': 'TA', // the audit log screen's filter choices
  // Four eyes on manual credits (docs/decisions/0013).
  'POST /api/JournalEntry/Approve': 'TA', // a second top-up admin posts an entry above the threshold
  'POST /api/JournalEntry/Reject': 'TA', // ... or rejects it with a reason
  'POST /api/JournalEntry/Withdraw': 'TA', // its maker takes it back while it waits
  'GET /api/Employees/VerifyAccount': 'ANY', // Verify Account with the owner's masked name and holder
  // The card life cycle (docs/decisions/0014): card payments taken for requests that ended unpaid.
  'GET /api/PaymentsToReturn': 'TA', // the payments-to-return queue
  'POST /api/PaymentsToReturn/{id}/Refund': 'TA', // refund one through the provider, audited
  'GET /api/Reports/Reconciliation': 'TA', // the reconciliation report: provider against ledger
};

/** "PUT /api/PaymentMethods/:code" and "PUT /api/paymentmethods/{code}" name the same route. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:([A-Za-z]+)/g, '{$1}').toLowerCase()}`;
}

export const EXPECTED_ROLES = new Map(
  Object.entries({ ...API_MD_ROLES, ...BEYOND_API_MD }).map(([key, access]) => {
    const [method = '', url = ''] = key.split(' ');
    return [routeKey(method, url), access] as const;
  }),
);

export type Caller = 'anonymous' | 'portal' | 'TOPUP_ADMIN' | 'TRANSMITTAL_ADMIN' | 'TRANSMITTAL_ENCODER';
export const CALLERS: Caller[] = [
  'anonymous',
  'portal',
  'TOPUP_ADMIN',
  'TRANSMITTAL_ADMIN',
  'TRANSMITTAL_ENCODER',
];

export function expectedRefusal(access: Access, caller: Caller): 401 | 403 | null {
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

/** A customer of each kind, each signed in: the Cookie header of every caller but the anonymous one. */
export async function signInEachCaller(
  app: AppInstance,
  db: Database,
): Promise<Partial<Record<Caller, string>>> {
  await createCustomer(db, { mobileNo: '09171234567' });
  await createCustomer(db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
  await createCustomer(db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
  await createCustomer(db, { mobileNo: '09170000003', tags: ['TRANSMITTAL_ENCODER'] });
  return {
    portal: (await loginAs(app, '09171234567')).cookie,
    TOPUP_ADMIN: (await loginAs(app, '09170000001', 'backoffice')).cookie,
    TRANSMITTAL_ADMIN: (await loginAs(app, '09170000002', 'backoffice')).cookie,
    TRANSMITTAL_ENCODER: (await loginAs(app, '09170000003', 'backoffice')).cookie,
  };
}
