import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createCustomer } from '../../demo/factories.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows, readLedgerState } from '../../../test/ledger-checks.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

/**
 * Four eyes on journal entries (decision 0013), written as the insider would try it and as two top-up admins
 * would work: above JOURNAL_APPROVAL_THRESHOLD_PESOS (₱10,000 by default) an entry waits, and a second
 * top-up admin posts it, once.
 */
describe('journal entries above the approval threshold', () => {
  const t = useTestApp();
  let callers: Callers;
  let elena = '';
  let third = '';
  let tessId = 0;
  let elenaId = 0;
  let juan = { id: 0 };

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    elenaId = (
      await createCustomer(t.db, {
        mobileNo: '09175550005',
        firstname: 'Elena',
        lastname: 'Bautista',
        tags: ['TOPUP_ADMIN'],
      })
    ).id;
    await createCustomer(t.db, { mobileNo: '09175550006', firstname: 'Third', tags: ['TOPUP_ADMIN'] });
    elena = (await loginAs(t.app, '09175550005', 'backoffice')).cookie;
    third = (await loginAs(t.app, '09175550006', 'backoffice')).cookie;
    juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    tessId = (
      await t.app.inject({
        url: '/api/Customers/Me?scope=backoffice',
        headers: { cookie: callers.topupAdmin },
      })
    ).json().id;
  });

  const post = (url: string, cookie: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      payload,
    });
  const create = (pesos: number | string, cookie = callers.topupAdmin, mobileNo = '09171234567') =>
    post('/api/JournalEntry', cookie, {
      contactNumber: mobileNo,
      topupRequestAmount: pesos,
      purpose: `Manual credit of ${pesos}`,
    });
  const approve = (id: number, cookie: string) => post('/api/JournalEntry/Approve', cookie, { id });
  const reject = (id: number, cookie: string, reason = 'No supporting document') =>
    post('/api/JournalEntry/Reject', cookie, { id, reason });
  const withdraw = (id: number, cookie: string, reason = 'Typed the wrong amount') =>
    post('/api/JournalEntry/Withdraw', cookie, { id, reason });
  const balanceOf = (customerId: number) => getWalletBalance(t.db, customerId);
  const postingsOf = async (id: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from postings where cause_type = 'journal' and cause_id = ${id}`,
      )
    )[0]?.n;
  const auditOf = (reference: string) =>
    t.db.query.auditLog.findMany({
      where: (log, { and, eq }) => and(eq(log.entity, 'journal-entry'), eq(log.entityId, reference)),
      orderBy: (log, { desc }) => [desc(log.id)],
    });
  const expectLedgerBalanced = async () => {
    const ledger = await readLedgerState(t.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
  };

  it("keeps the spec's one-step flow at the threshold: ₱10,000.00 is posted at once", async () => {
    const before = await balanceOf(juan.id);
    const response = await create('10,000.00');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 1, statusText: 'Posted', checkedByName: null });
    expect(response.json().datePosted).not.toBeNull();
    expect(await balanceOf(juan.id)).toBe(before + 10_000_00);
    expect(await postingsOf(response.json().id)).toBe(1);
  });

  it('saves an entry above it Awaiting approval: nothing posted, no date posted, listed with who made it and when, left out of the report', async () => {
    const before = await balanceOf(juan.id);
    const response = await create(10_000.01);
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json();
    expect(entry).toMatchObject({
      status: 0,
      statusText: 'Awaiting approval',
      datePosted: null,
      initiatedByName: 'Tess Customer',
      initiatedById: tessId,
      ewalletAccountId: juan.id,
      topupRequestAmount: 10_000.01,
    });
    expect(await balanceOf(juan.id)).toBe(before);
    expect(await postingsOf(entry.id)).toBe(0);

    const awaiting = await t.app.inject({
      url: '/api/JournalEntry?status=0&pageSize=20&page=1',
      headers: { cookie: elena },
    });
    expect(awaiting.statusCode, awaiting.body).toBe(200);
    expect(awaiting.json().map((row: { id: number }) => row.id)).toContain(entry.id);
    expect(awaiting.json().every((row: { status: number }) => row.status === 0)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/JournalEntry/Count?status=0', headers: { cookie: elena } })).json(),
    ).toBe(awaiting.json().length);
    const everything = (
      await t.app.inject({ url: '/api/JournalEntry?pageSize=20&page=1', headers: { cookie: elena } })
    ).json();
    expect(everything.map((row: { id: number }) => row.id)).toContain(entry.id);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = (
      await t.app.inject({
        url: `/api/JournalEntry/GetByDateFromDateTo?dateFrom=${today}&dateTo=${today}`,
        headers: { cookie: elena },
      })
    ).json();
    expect(report.map((row: { id: number }) => row.id)).not.toContain(entry.id);
    expect(report.every((row: { status: number }) => row.status === 1)).toBe(true);
    expect((await auditOf(entry.referenceNumber))[0]).toMatchObject({
      action: 'journal-entry.create',
      after: { amount: 10_000.01, status: 'Awaiting approval' },
    });
  });

  it('refuses the maker approving or rejecting their own entry (403, audited) and nothing moves; the maker may withdraw it', async () => {
    const entry = (await create(50_000)).json();
    const before = await balanceOf(juan.id);
    const own = await approve(entry.id, callers.topupAdmin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve a journal entry that you made');
    const ownReject = await reject(entry.id, callers.topupAdmin);
    expect(ownReject.statusCode).toBe(403);
    expect(ownReject.json().message).toBe(
      'You cannot reject a journal entry that you made: withdraw it instead',
    );
    expect(await balanceOf(juan.id)).toBe(before);
    expect(await postingsOf(entry.id)).toBe(0);
    const refused = await auditOf(entry.referenceNumber);
    expect(refused.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['journal-entry.approve.refused', 'journal-entry.reject.refused']),
    );
    expect(
      refused.find((row: { action: string }) => row.action === 'journal-entry.approve.refused'),
    ).toMatchObject({
      actorId: tessId,
      before: { status: 'Awaiting approval' },
      after: { status: 'Posted', refused: 'You cannot approve a journal entry that you made' },
    });

    // Someone else may not withdraw it; its maker may, with a reason.
    const othersWithdraw = await withdraw(entry.id, elena);
    expect(othersWithdraw.statusCode).toBe(403);
    expect(othersWithdraw.json().message).toBe(
      'Only the top-up admin who made a journal entry may withdraw it',
    );
    const blank = await post('/api/JournalEntry/Withdraw', callers.topupAdmin, {
      id: entry.id,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Reason is required');
    const withdrawn = await withdraw(entry.id, callers.topupAdmin);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 3,
      statusText: 'Withdrawn',
      datePosted: null,
      checkedByName: 'Tess Customer',
      decisionReason: 'Typed the wrong amount',
    });
    const late = await approve(entry.id, elena);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This journal entry is no longer awaiting approval: it is Withdrawn');
    expect(await balanceOf(juan.id)).toBe(before);
  });

  it('is posted once when another top-up admin approves it, with before and after in the audit log', async () => {
    const entry = (await create(25_000)).json();
    const before = await balanceOf(juan.id);
    const approved = await approve(entry.id, elena);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 1,
      statusText: 'Posted',
      checkedByName: 'Elena Bautista',
      decisionReason: null,
    });
    expect(approved.json().datePosted).not.toBeNull();
    expect(approved.json().checkedAt).toBe(approved.json().datePosted);
    expect(await balanceOf(juan.id)).toBe(before + 25_000_00);
    expect(await postingsOf(entry.id)).toBe(1);

    const again = await approve(entry.id, third);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This journal entry is no longer awaiting approval: it is Posted');
    const rejectAfter = await reject(entry.id, third);
    expect(rejectAfter.statusCode).toBe(409);
    expect(await balanceOf(juan.id)).toBe(before + 25_000_00);

    const approval = (await auditOf(entry.referenceNumber)).find(
      (row: { action: string }) => row.action === 'journal-entry.approve',
    );
    expect(approval).toMatchObject({
      actorId: elenaId,
      actorName: 'Elena Bautista',
      before: { status: 'Awaiting approval', datePosted: null },
      after: { status: 'Posted', amount: 25_000, name: 'Juan Dela Cruz', initiatedBy: 'Tess Customer' },
    });
    await expectLedgerBalanced();
  });

  it('credits once when 20 approvals by two top-up admins arrive at the same moment', async () => {
    const entry = (await create(12_345.67)).json();
    const before = await balanceOf(juan.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approve(entry.id, i % 2 === 0 ? elena : third)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await balanceOf(juan.id)).toBe(before + 12_345_67);
    expect(await postingsOf(entry.id)).toBe(1);
    expect(
      (await auditOf(entry.referenceNumber)).filter(
        (row: { action: string }) => row.action === 'journal-entry.approve',
      ),
    ).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('is never posted once another top-up admin rejects it with a reason', async () => {
    const entry = (await create(99_999)).json();
    const before = await balanceOf(juan.id);
    const noReason = await post('/api/JournalEntry/Reject', elena, { id: entry.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required');
    const rejected = await reject(entry.id, elena, 'Amount not supported by the store manager');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 2,
      statusText: 'Rejected',
      datePosted: null,
      checkedByName: 'Elena Bautista',
      decisionReason: 'Amount not supported by the store manager',
    });
    const approveAfter = await approve(entry.id, third);
    expect(approveAfter.statusCode).toBe(409);
    expect(approveAfter.json().message).toBe(
      'This journal entry is no longer awaiting approval: it is Rejected',
    );
    expect(await balanceOf(juan.id)).toBe(before);
    expect(await postingsOf(entry.id)).toBe(0);
    expect((await auditOf(entry.referenceNumber)).map((row: { action: string }) => row.action)).toContain(
      'journal-entry.reject',
    );
    expect((await approve(999_999, elena)).statusCode).toBe(404);
  });

  it("refuses a journal entry to one's own wallet at any amount (403, audited), and nothing is saved", async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from journal_entries`))[0]?.n;
    const [entries, money] = [await count(), await balanceOf(tessId)];
    for (const pesos of [100, 1_000_000]) {
      const own = await create(pesos, callers.topupAdmin, '09175550002');
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe('You cannot make a journal entry to your own e-wallet');
    }
    expect(await count()).toBe(entries);
    expect(await balanceOf(tessId)).toBe(money);
    const audit = await t.db.query.auditLog.findMany({
      where: (log, { eq }) => eq(log.action, 'journal-entry.create.refused'),
      orderBy: (log, { desc }) => [desc(log.id)],
    });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: tessId,
      after: { amount: 1_000_000, refused: 'You cannot make a journal entry to your own e-wallet' },
    });
  });

  it('refuses anyone approving or rejecting an entry to their own wallet; a third top-up admin may approve it', async () => {
    const entry = (await create(20_000, callers.topupAdmin, '09175550005')).json();
    const before = await balanceOf(elenaId);
    for (const answer of [await approve(entry.id, elena), await reject(entry.id, elena)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('You cannot approve or reject a journal entry to your own e-wallet');
    }
    expect(await balanceOf(elenaId)).toBe(before);
    const approved = await approve(entry.id, third);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(elenaId)).toBe(before + 20_000_00);
  });

  it('keeps the Idempotency-Key: a retried creation answers the same entry awaiting approval, a retried approval posts once', async () => {
    const body = { contactNumber: '09171234567', topupRequestAmount: 15_000, purpose: 'Retried big credit' };
    const first = await post('/api/JournalEntry', callers.topupAdmin, body, {
      'idempotency-key': 'big-0001',
    });
    const retry = await post('/api/JournalEntry', callers.topupAdmin, body, {
      'idempotency-key': 'big-0001',
    });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    const entry = first.json();
    const same = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from journal_entries where purpose = 'Retried big credit'`,
    );
    expect(same[0]?.n).toBe(1);

    const before = await balanceOf(juan.id);
    const headers = { 'idempotency-key': 'approve-big-0001' };
    const approved = await post('/api/JournalEntry/Approve', elena, { id: entry.id }, headers);
    const again = await post('/api/JournalEntry/Approve', elena, { id: entry.id }, headers);
    expect([approved.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(approved.json());
    expect(await balanceOf(juan.id)).toBe(before + 15_000_00);
    expect(await postingsOf(entry.id)).toBe(1);
  });

  it('lets only top-up admins approve, reject or withdraw', async () => {
    const entry = (await create(30_000)).json();
    for (const [url, payload] of [
      ['/api/JournalEntry/Approve', { id: entry.id }],
      ['/api/JournalEntry/Reject', { id: entry.id, reason: 'x' }],
      ['/api/JournalEntry/Withdraw', { id: entry.id, reason: 'x' }],
    ] as const) {
      await expectTopupAdminOnly(t.app, callers, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    }
    expect(await postingsOf(entry.id)).toBe(0);
    const [row] = await queryRows<{ status: number }>(
      t.db,
      sql`select status from journal_entries where id = ${entry.id}`,
    );
    expect(row?.status).toBe(0);
  });
});

describe('JOURNAL_APPROVAL_THRESHOLD_PESOS', () => {
  it('is ₱10,000 by default, a whole number of pesos, 0 or more', () => {
    expect(loadConfig({}).journalApprovalThresholdPesos).toBe(10_000);
    expect(loadConfig({ JOURNAL_APPROVAL_THRESHOLD_PESOS: '0' }).journalApprovalThresholdPesos).toBe(0);
    expect(loadConfig({ JOURNAL_APPROVAL_THRESHOLD_PESOS: '2500' }).journalApprovalThresholdPesos).toBe(2500);
    for (const bad of ['-1', '10.5', 'ten', '1e3x']) {
      expect(() => loadConfig({ JOURNAL_APPROVAL_THRESHOLD_PESOS: bad })).toThrow(ConfigError);
    }
  });
});

describe('journal entries with the approval threshold at 0', () => {
  const t = useTestApp({ journalApprovalThresholdPesos: 0 });

  it('makes every entry, ₱0.01 too, wait for a second top-up admin', async () => {
    await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    await createCustomer(t.db, { mobileNo: '09175550002', firstname: 'Tess', tags: ['TOPUP_ADMIN'] });
    const { cookie } = await loginAs(t.app, '09175550002', 'backoffice');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/JournalEntry',
      headers: { cookie },
      payload: { contactNumber: '09171234567', topupRequestAmount: 0.01, purpose: 'Smallest credit' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, datePosted: null });
    const ledger = await readLedgerState(t.db);
    expect(ledger.wallets.size).toBe(0);
  });
});
