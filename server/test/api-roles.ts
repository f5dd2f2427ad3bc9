import { ALL_ENDPOINTS } from '../../core/api/all-endpoints.ts';
import type { Access } from '../../core/roles.ts';
import type { AppInstance } from '../src/app-instance.ts';
import type { Database } from '../src/db/client.ts';
import { createCustomer } from '../src/demo/factories.ts';
import { loginAs } from './sessions.ts';

/** "PUT /api/PaymentMethods/:code" and "PUT /api/paymentmethods/:CODE" name the same route. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:([A-Za-z]+)/g, '{$1}').toLowerCase()}`;
}

/**
 * Who may call each route, from the endpoint contracts (core/api/<area>.ts): the server registers its
 * routes from the same contracts, so what these tests check is that the server enforces what the contract
 * says, and that it answers no /api route without one.
 */
export const EXPECTED_ROLES = new Map(
  ALL_ENDPOINTS.map((endpoint) => [routeKey(endpoint.method, endpoint.path), endpoint.access] as const),
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
    case 'public':
    case 'payment-provider':
      return null;
    case 'customer':
      return caller === 'portal' ? null : 401;
    case 'back-office':
      return caller === 'anonymous' || caller === 'portal' ? 401 : null;
    case 'topup-admin':
      if (caller === 'anonymous' || caller === 'portal') return 401;
      return caller === 'TOPUP_ADMIN' ? null : 403;
    case 'transmittal-encoder':
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
