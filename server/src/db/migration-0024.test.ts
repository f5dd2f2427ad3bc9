import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createEmptyDatabase } from '../../test/test-database.ts';
import { listMigrations } from './migrate.ts';

/**
 * Migration 0024 (decision 0036) on a ledger written before it: entries whose causes were posted in
 * another order than the entries were written (a back-dated top-up, a journal entry, a transmittal line),
 * on two wallets and their system accounts. Each entry must get its cause's time, and each wallet entry
 * the running sum of its wallet in the history's order (time, then entry id); system entries none.
 */
describe('migration 0024 on an existing ledger', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createEmptyDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('stamps each entry with its cause time and each wallet entry with the balance after it', async () => {
    await handle.withSession(async (session) => {
      const migrations = listMigrations();
      for (const migration of migrations.filter((m) => m.version < '0024')) await session.exec(migration.sql);
      await session.exec(`
        insert into customers (id, firstname, lastname, mobile_no, tags, password_hash) values
          (1, 'Juan', 'Dela Cruz', '09171234567', '{}', 'x'),
          (2, 'Maria', 'Santos', '09171234568', '{}', 'x'),
          (3, 'Ana', 'Reyes', '09170000001', '{TOPUP_ADMIN}', 'x');
        insert into payment_methods (code, name, status, minimum_amount, days_validity, priority)
          values (102, 'Pay on Site', 1, 0, 0, 1);
        insert into topup_requests (id, reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
            contact_number, amount, payment_method_code, status, date_created, date_posted) values
          (1, 'REF0000001', 2, 1, 'Juan Dela Cruz', '09171234567', 10000, 102, 1,
            '2026-01-05T00:00:00Z', '2026-01-05T00:00:00Z'),
          (2, 'REF0000002', 2, 1, 'Juan Dela Cruz', '09171234567', 2000, 102, 1,
            '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
          (3, 'REF0000003', 2, 2, 'Maria Santos', '09171234568', 500, 102, 1,
            '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z'),
          (4, 'REF0000004', 2, 1, 'Juan Dela Cruz', '09171234567', 700, 102, 0, '2026-01-06T00:00:00Z', null);
        insert into journal_entries (id, reference_number, ewallet_customer_id, ewallet_account_name,
            contact_number, amount, purpose, initiated_by_id, initiated_by_name, status, date_created,
            date_posted) values
          (1, 'JEMIGRATE001', 1, 'Juan Dela Cruz', '09171234567', 300, 'Refund', 3, 'Ana Reyes', 1,
            '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z');
        insert into accounts (id, kind, customer_id, name, balance) values
          (1, 'system', null, 'clearing:102', -12500), (2, 'system', null, 'adjustments', -300),
          (3, 'wallet', 1, null, 12300), (4, 'wallet', 2, null, 500);
        insert into postings (id, cause_type, cause_id, amount) overriding system value values
          (1, 'topup', 1, 10000), (2, 'topup', 2, 2000), (3, 'topup', 3, 500), (4, 'journal', 1, 300);
        -- Written in posting order, stamped now: the causes' times say another order.
        insert into ledger_entries (posting_id, account_id, amount) values
          (1, 1, -10000), (1, 3, 10000), (2, 1, -2000), (2, 3, 2000),
          (3, 1, -500), (3, 4, 500), (4, 2, -300), (4, 3, 300);`);
      const last = migrations.find((m) => m.version.startsWith('0024'));
      if (!last) throw new Error('migration 0024 missing');
      await session.exec(last.sql);

      const entries = await session.query<{
        posting_id: number;
        account_id: number;
        posted_at: string;
        balance_after: string | null;
      }>(`select posting_id::int, account_id, to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD') as posted_at,
            balance_after::text from ledger_entries order by account_id, posted_at, id`);
      expect(entries).toEqual([
        { posting_id: 2, account_id: 1, posted_at: '2026-01-01', balance_after: null },
        { posting_id: 3, account_id: 1, posted_at: '2026-01-03', balance_after: null },
        { posting_id: 1, account_id: 1, posted_at: '2026-01-05', balance_after: null },
        { posting_id: 4, account_id: 2, posted_at: '2026-01-03', balance_after: null },
        // Juan: 20.00 on the 1st, 3.00 on the 3rd, 100.00 on the 5th.
        { posting_id: 2, account_id: 3, posted_at: '2026-01-01', balance_after: '2000' },
        { posting_id: 4, account_id: 3, posted_at: '2026-01-03', balance_after: '2300' },
        { posting_id: 1, account_id: 3, posted_at: '2026-01-05', balance_after: '12300' },
        { posting_id: 3, account_id: 4, posted_at: '2026-01-03', balance_after: '500' },
      ]);
      // Every insert must say when its cause was posted from now on.
      await session.exec('begin');
      await expect(
        session.exec(`insert into ledger_entries (posting_id, account_id, amount) values (1, 3, 1)`),
      ).rejects.toThrow();
      await session.exec('rollback');
    });
  });
});
