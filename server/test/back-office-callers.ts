import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../src/app-instance.ts';
import type { Database } from '../src/db/client.ts';
import { createCustomer } from '../src/demo/factories.ts';
import { loginAs } from './sessions.ts';

/** One signed-in caller of each kind, to check who may call an endpoint. */
export interface Callers {
  portal: string;
  topupAdmin: string;
  transmittalAdmin: string;
  transmittalEncoder: string;
}

/** Creates a customer of each kind (mobile numbers 0917555000x) and logs each in. */
export async function createCallers(app: AppInstance, db: Database): Promise<Callers> {
  await createCustomer(db, { mobileNo: '09175550001', firstname: 'Pia', lastname: 'Portal' });
  await createCustomer(db, { mobileNo: '09175550002', firstname: 'Tess', tags: ['TOPUP_ADMIN'] });
  await createCustomer(db, { mobileNo: '09175550003', tags: ['TRANSMITTAL_ADMIN'] });
  await createCustomer(db, { mobileNo: '09175550004', tags: ['TRANSMITTAL_ENCODER'] });
  return {
    portal: (await loginAs(app, '09175550001')).cookie,
    topupAdmin: (await loginAs(app, '09175550002', 'backoffice')).cookie,
    transmittalAdmin: (await loginAs(app, '09175550003', 'backoffice')).cookie,
    transmittalEncoder: (await loginAs(app, '09175550004', 'backoffice')).cookie,
  };
}

/**
 * A TOPUP_ADMIN-only endpoint: 401 for anonymous and portal callers, 403 for the other back-office roles,
 * with the spec's texts, and nothing changed by any of them (the caller checks that).
 */
export async function expectTopupAdminOnly(
  app: AppInstance,
  callers: Callers,
  request: InjectOptions,
): Promise<void> {
  const send = (cookie: string | null) =>
    app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
  for (const cookie of [null, callers.portal]) {
    const response = await send(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized Access to Service');
  }
  for (const cookie of [callers.transmittalAdmin, callers.transmittalEncoder]) {
    const response = await send(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Unauthorized User');
  }
}
