import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, topupStatusHistory } from '../../db/schema.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

// The same race as change-status.test.ts, but through HTTP as two admins' browsers would make it: the
// route's own transaction (audit row, row lock) must not let a second Done through either.
describe('POST /api/TopupRequests/UpdateStatus under 50 simultaneous moves to Done', () => {
  const t = useTestApp();
  let cookie = '';
  let customerId = 0;

  beforeAll(async () => {
    ({ customerId } = await seedUsersAndMethods(t.db));
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  it('answers exactly one 200 and 49 × 409, credits once and keeps the ledger balanced', async () => {
    const request = await createRequestAt(t.db, {
      at: '2026-06-05T10:00',
      code: 102,
      customerId,
      centavos: 4321_09,
    });
    const before = await getWalletBalance(t.db, customerId);

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/TopupRequests/UpdateStatus',
          headers: { cookie },
          payload: { id: request.id, status: TopupStatus.Done, remarks: `Paid, click ${i}` },
        }),
      ),
    );

    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = responses.find((r) => r.statusCode === 200);
    expect(winner?.json()).toMatchObject({ id: request.id, status: 1, statusText: 'Done' });
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Top-up request is already Done',
      });
    }

    expect(await getWalletBalance(t.db, customerId)).toBe(before + 4321_09);
    const state = await readLedgerState(t.db);
    expect(state.topupPostings.get(request.id)).toBe(4321_09);
    expect(state.totalOfEntries).toBe(0);
    expect(state.accountsOutOfBalance).toBe(0);
    expect(state.malformedPostings).toBe(0);
    const history = await t.db
      .select()
      .from(topupStatusHistory)
      .where(eq(topupStatusHistory.topupRequestId, request.id));
    expect(history.filter((h) => h.toStatus === TopupStatus.Done)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(request.id)));
    expect(audits).toHaveLength(1);
  });
});
