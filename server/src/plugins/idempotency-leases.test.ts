import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createCustomer, createPaymentMethod } from '../demo/factories.ts';
import { createTopupRequestRow } from '../demo/topup-factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../demo/transmittal-factories.ts';
import { queryRows, readLedgerState } from '../../test/ledger-checks.ts';
import { loginAs } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { claimIdempotencyKey, finishIdempotencyClaim, type ClaimRequest } from './idempotency.ts';

/**
 * A server killed mid-request leaves its Idempotency-Key claimed without an answer. These tests make that
 * state in the database as a SIGKILL leaves it (the work committed, the answer never kept), let the lease
 * pass, and retry: the retry must answer what the first try did, and never do it twice.
 * server/test/security/idempotency-crash.test.ts does the same with a real SIGKILL.
 */
describe('Idempotency-Key leases', () => {
  const t = useTestApp();
  const cookies = { topupAdmin: '', encoder: '', otherEncoder: '' };
  let customer: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09175550002', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550004', tags: ['TRANSMITTAL_ENCODER'] });
    await createCustomer(t.db, { mobileNo: '09175550005', tags: ['TRANSMITTAL_ENCODER'] });
    customer = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Cruz' });
    cookies.topupAdmin = (await loginAs(t.app, '09175550002', 'backoffice')).cookie;
    cookies.encoder = (await loginAs(t.app, '09175550004', 'backoffice')).cookie;
    cookies.otherEncoder = (await loginAs(t.app, '09175550005', 'backoffice')).cookie;
  });

  const send = (request: InjectOptions, cookie: string, key: string) =>
    t.app.inject({ method: 'POST', ...request, headers: { cookie, 'idempotency-key': key } });

  /** The state a SIGKILL between the commit and the kept answer leaves: a claim without an answer. */
  async function loseTheAnswer(key: string, leaseLeft: string) {
    await t.db.execute(sql`
      update idempotency_keys
      set status_code = null, response_body = null, response_type = null,
        claimed_until = now() + ${leaseLeft}::interval
      where key = ${key}`);
  }

  /**
   * Sends the request; loses its answer; checks that a retry within the lease is refused with Retry-After
   * and that a retry after it answers 200 with the same body, then replays that. Answers the first body.
   */
  async function expectRecovery(request: InjectOptions, cookie: string, key: string) {
    const first = await send(request, cookie, key);
    expect(first.statusCode, first.body).toBe(200);
    await loseTheAnswer(key, '1 minute');
    const early = await send(request, cookie, key);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A request with this Idempotency-Key is still being processed');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    await loseTheAnswer(key, '-1 second'); // the lease has passed
    const rerun = await send(request, cookie, key);
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined(); // it ran again
    expect(rerun.json()).toEqual(first.json());
    const replay = await send(request, cookie, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    return first.json();
  }

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(t.db, query))[0]?.n);

  it('claims a key for a lease, refuses others during it, and lets exactly one retry take it over after', async () => {
    const claim: ClaimRequest = {
      scope: 'address:203.0.113.7',
      key: 'lease-unit-0001',
      method: 'POST',
      path: '/api/JournalEntry',
      bodyHash: 'body-a',
    };
    expect(await claimIdempotencyKey(t.db, claim, 1)).toEqual({
      kind: 'claimed',
      attempt: 1,
      takenOver: false,
    });
    expect(await claimIdempotencyKey(t.db, claim, 1)).toEqual({ kind: 'busy', retryAfterSeconds: 1 });
    expect(await claimIdempotencyKey(t.db, { ...claim, bodyHash: 'body-b' }, 1)).toEqual({
      kind: 'other-request',
    });
    // The lease passes (moved into the past rather than waited for).
    await t.db.execute(
      sql`update idempotency_keys set claimed_until = now() - interval '1 second' where key = ${claim.key}`,
    );
    // Many retries at the same moment: one takes the claim over, the others wait for its answer.
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => claimIdempotencyKey(t.db, claim, 60)));
    const winners = outcomes.filter((outcome) => outcome.kind === 'claimed');
    expect(winners).toEqual([{ kind: 'claimed', attempt: 2, takenOver: true }]);
    expect(outcomes.filter((outcome) => outcome.kind === 'busy')).toHaveLength(7);
    // The first attempt, late, cannot store its answer over the holder's: it lost the claim.
    const answer = (body: string) => ({
      statusCode: 200,
      responseBody: body,
      responseType: 'application/json',
    });
    await finishIdempotencyClaim(t.db, { ...claim, attempt: 1 }, answer('"late"'));
    expect(await claimIdempotencyKey(t.db, claim, 60)).toMatchObject({ kind: 'busy' });
    await finishIdempotencyClaim(t.db, { ...claim, attempt: 2 }, answer('"holder"'));
    expect(await claimIdempotencyKey(t.db, claim, 60)).toMatchObject({
      kind: 'replay',
      responseBody: '"holder"',
    });
  });

  it('answers a journal entry that committed before the crash, and credits the wallet once', async () => {
    const purpose = 'lease test: goodwill credit';
    const entry = await expectRecovery(
      {
        url: '/api/JournalEntry',
        payload: { contactNumber: customer.mobileNo, topupRequestAmount: 125.5, purpose },
      },
      cookies.topupAdmin,
      'journal-lease-0001',
    );
    expect(await count(sql`select count(*)::int as n from journal_entries where purpose = ${purpose}`)).toBe(
      1,
    );
    expect(
      await count(
        sql`select count(*)::int as n from postings where cause_type = 'journal' and cause_id = ${entry.id}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from audit_log
        where action = 'journal-entry.create' and entity_id = ${entry.referenceNumber}`),
    ).toBe(1);
    const ledger = await readLedgerState(t.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
  });

  it('refuses a purged key reused for another journal entry instead of answering the first one', async () => {
    const request = (purpose: string) => ({
      url: '/api/JournalEntry',
      payload: { contactNumber: customer.mobileNo, topupRequestAmount: 10, purpose },
    });
    expect(
      (await send(request('first use of a key'), cookies.topupAdmin, 'journal-lease-0002')).statusCode,
    ).toBe(200);
    // A day later the key's row is purged; the entry still remembers the key.
    await t.db.execute(sql`delete from idempotency_keys where key = 'journal-lease-0002'`);
    const reused = await send(request('another entry'), cookies.topupAdmin, 'journal-lease-0002');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(
      await count(sql`select count(*)::int as n from journal_entries where purpose = 'another entry'`),
    ).toBe(0);
  });

  it('answers a status change to Done that committed before the crash, posting it once', async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    const request = await createTopupRequestRow(t.db, {
      customerId: customer.id,
      paymentMethodCode: 102,
      amountCentavos: 300_00,
    });
    await expectRecovery(
      { url: '/api/TopupRequests/UpdateStatus', payload: { id: request.id, status: 1, remarks: 'paid' } },
      cookies.topupAdmin,
      'status-lease-0001',
    );
    expect(
      await count(
        sql`select count(*)::int as n from postings where cause_type = 'topup' and cause_id = ${request.id}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from topup_status_history
        where topup_request_id = ${request.id} and to_status = 1`),
    ).toBe(1);
    // Another admin's change in between is not taken for this one: a rerun then says what the state is.
    const other = await createTopupRequestRow(t.db, { customerId: customer.id, paymentMethodCode: 102 });
    const key = 'status-lease-0002';
    const move = {
      url: '/api/TopupRequests/UpdateStatus',
      payload: { id: other.id, status: 2, remarks: 'x' },
    };
    expect((await send(move, cookies.topupAdmin, key)).statusCode).toBe(200);
    await t.db.execute(
      sql`update topup_status_history set actor_id = null where topup_request_id = ${other.id}`,
    );
    await loseTheAnswer(key, '-1 second');
    expect((await send(move, cookies.topupAdmin, key)).statusCode).toBe(409);
  });

  it('answers a transmittal saved and approved before the crash, paying each employee once', async () => {
    const department = (await createDepartmentRow(t.db, { departmentName: 'Lease test' })).id;
    const wallets = [await createCustomer(t.db), await createCustomer(t.db)];
    const staff = [];
    for (const wallet of wallets) {
      staff.push((await createEmployeeRow(t.db, { departmentId: department, customer: wallet })).id);
    }
    const header = await expectRecovery(
      {
        url: '/api/Transmittals',
        payload: {
          transmittalDate: '2025-04-15',
          dateStart: '2025-04-01',
          dateEnd: '2025-04-15',
          departmentId: department,
          transmittalDetails: staff.map((employeeId) => ({ employeeId, amount: 500 })),
        },
      },
      cookies.encoder,
      'transmittal-lease-0001',
    );
    expect(
      await count(
        sql`select count(*)::int as n from transmittal_headers where department_id = ${department}`,
      ),
    ).toBe(1);
    await expectRecovery(
      { url: '/api/Transmittals/ApproveTransmittals', payload: [{ id: header.id }] },
      cookies.otherEncoder,
      'approve-lease-0001',
    );
    expect(
      await count(sql`select count(*)::int as n from postings p
        join transmittal_details d on p.cause_type = 'transmittal_detail' and p.cause_id = d.id
        where d.transmittal_header_id = ${header.id}`),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int as n from audit_log
        where action = 'transmittal.approve' and entity_id = ${String(header.id)}`),
    ).toBe(1);
  });

  it('answers an employee created before the crash instead of adding them twice', async () => {
    const department = (await createDepartmentRow(t.db, { departmentName: 'Lease employees' })).id;
    const wallet = await createCustomer(t.db);
    await expectRecovery(
      {
        url: '/api/Employees',
        payload: {
          firstName: 'Rico',
          lastName: 'Lease',
          position: 'Cashier',
          departmentId: department,
          ewalletAccountInfo: wallet.mobileNo,
          status: true,
        },
      },
      cookies.encoder,
      'employee-lease-0001',
    );
    expect(
      await count(sql`select count(*)::int as n from employees where department_id = ${department}`),
    ).toBe(1);
  });
});
