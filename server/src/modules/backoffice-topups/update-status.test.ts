import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { auditLog } from '../../db/schema.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

describe('POST /api/TopupRequests/UpdateStatus', () => {
  const t = useTestApp();
  let cookie = '';
  let portalCookie = '';
  let customerId = 0;

  beforeAll(async () => {
    ({ customerId } = await seedUsersAndMethods(t.db));
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
    portalCookie = (await loginAs(t.app, USERS.customer, 'portal')).cookie;
  });

  const update = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/UpdateStatus',
      headers: { cookie, ...headers },
      payload,
    });
  const balance = async () =>
    (await t.app.inject({ url: '/api/Customers/Me/Balance', headers: { cookie: portalCookie } })).json()
      .balance;

  it('moves Pending to Done: credits the wallet once, records history and an audit row with before and after', async () => {
    const request = await createRequestAt(t.db, {
      at: '2026-06-01T10:00',
      code: 102,
      customerId,
      centavos: 1234_56,
    });
    const before = await balance();
    const response = await update({ id: request.id, status: 1, remarks: 'Paid at the store' });
    expect(response.statusCode, response.body).toBe(200);
    const done: ListedTopup = response.json();
    expect(done).toMatchObject({ id: request.id, status: 1, statusText: 'Done' });
    expect(done.datePosted).not.toBeNull();
    expect(await balance()).toBeCloseTo(before + 1234.56, 2);

    const again = await update({ id: request.id, status: 1, remarks: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(await balance()).toBeCloseTo(before + 1234.56, 2);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topup.status'), eq(auditLog.entityId, String(request.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorName: 'Ana Reyes',
      entity: 'topup_request',
      before: { status: 0, datePosted: null },
      after: { status: 1, datePosted: done.datePosted, remarks: 'Paid at the store' },
    });

    const history = await t.app.inject({
      url: `/api/TopupRequests/StatusHistory?TopupRequestId=${request.id}`,
      headers: { cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((h: { fromStatus: number | null; toStatus: number; actorName: string }) => [
          h.fromStatus,
          h.toStatus,
          h.actorName,
        ]),
    ).toEqual([
      [null, 0, 'customer'],
      [0, 1, 'Ana Reyes'],
    ]);
  });

  it('allows only the moves of API.md (409 otherwise) and writes no audit row for a refused move', async () => {
    const request = await createRequestAt(t.db, { at: '2026-06-02T10:00', code: 104, customerId });
    expect((await update({ id: request.id, status: 2, remarks: 'Checking the bank' })).statusCode).toBe(200);
    const refused = await update({ id: request.id, status: 3, remarks: 'Expire it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Processing/);
    expect((await update({ id: request.id, status: 5, remarks: 'Wait' })).statusCode).toBe(200);
    expect((await update({ id: request.id, status: 4, remarks: 'Customer asked' })).statusCode).toBe(200);
    expect((await update({ id: request.id, status: 2, remarks: 'Reopen' })).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(request.id)));
    expect(audits).toHaveLength(3);
  });

  it('requires a remark and a known status; 404 for an unknown request', async () => {
    const request = await createRequestAt(t.db, { at: '2026-06-03T10:00', code: 104, customerId });
    const blank = await update({ id: request.id, status: 2, remarks: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Remarks is required');
    expect((await update({ id: request.id, status: 2 })).statusCode).toBe(400);
    expect((await update({ id: request.id, status: 9, remarks: 'x' })).statusCode).toBe(400);
    expect((await update({ id: request.id, status: 2, remarks: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await update({ id: 99999999, status: 2, remarks: 'x' })).statusCode).toBe(404);
  });

  it('replays the first answer for a retry with the same Idempotency-Key and credits once', async () => {
    const request = await createRequestAt(t.db, {
      at: '2026-06-04T10:00',
      code: 103,
      customerId,
      centavos: 50_00,
    });
    const before = await balance();
    const headers = { 'idempotency-key': `retry-${request.id}-key` };
    const first = await update({ id: request.id, status: 1, remarks: 'Rider paid' }, headers);
    const retry = await update({ id: request.id, status: 1, remarks: 'Rider paid' }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await balance()).toBeCloseTo(before + 50, 2);
  });
});
