import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, RawSession } from './client.ts';
import { createEmptyDatabase } from '../../test/test-database.ts';
import { listMigrations } from './migrate.ts';

/**
 * Migration 0013 (decision 0013) on a database that already holds what the findings saw: two active
 * employees on one wallet, a transmittal paying one wallet twice, a journal entry to its maker's own wallet.
 * It must apply, keep the first employee of a shared wallet active and the others inactive with an audit
 * row each, mark the repeating transmittal lines, and keep past entries as the ledger has them.
 */
describe('migration 0013 on existing data', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createEmptyDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  const rows = <T>(session: RawSession, text: string) => session.query<T>(text);

  it('applies over shared wallets and own-wallet entries, and enforces the rules from then on', async () => {
    await handle.withSession(async (session) => {
      const migrations = listMigrations();
      for (const migration of migrations.filter((m) => m.version < '0013')) await session.exec(migration.sql);
      await session.exec(`
        insert into customers (id, firstname, lastname, mobile_no, tags, password_hash) values
          (1, 'Ana', 'Reyes', '09170000001', '{TOPUP_ADMIN}', 'x'),
          (2, 'Juan', 'Dela Cruz', '09171234567', '{}', 'x'),
          (3, 'Carla', 'Santos', '09170000003', '{TRANSMITTAL_ENCODER}', 'x');
        insert into departments (id, department_name) values (1, 'Store Operations');
        insert into employees (id, first_name, last_name, position, department_id, ewallet_account_info,
            ewallet_customer_id, status) values
          (1, 'Juan', 'Dela Cruz', 'Cashier', 1, '09171234567', 2, true),
          (2, 'Newly', 'Added', 'Bagger', 1, '09171234567', 2, true),
          (3, 'Other', 'Name', 'Bagger', 1, '09171234567', 2, true),
          (4, 'Former', 'Staff', 'Bagger', 1, '09171234567', 2, false),
          (5, 'Carla', 'Santos', 'Clerk', 1, '09170000003', 3, true);
        insert into transmittal_headers (id, transmittal_date, date_start, date_end, department_id, total,
            initiated_by_id, initiated_by_name) values
          (1, '2025-04-30', '2025-04-16', '2025-04-30', 1, 300000, 3, 'Carla Santos'),
          (2, '2025-05-15', '2025-05-01', '2025-05-15', 1, 100000, 3, 'Carla Santos');
        insert into transmittal_details (transmittal_header_id, employee_id, employee_name, position,
            ewallet_account_info, ewallet_customer_id, amount) values
          (1, 1, 'Dela Cruz, Juan', 'Cashier', '09171234567', 2, 150000),
          (1, 2, 'Added, Newly', 'Bagger', '09171234567', 2, 150000),
          (2, 1, 'Dela Cruz, Juan', 'Cashier', '09171234567', 2, 50000),
          (2, 5, 'Santos, Carla', 'Clerk', '09170000003', 3, 50000);
        insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name, contact_number,
            amount, purpose, initiated_by_id, initiated_by_name) values
          ('JEOWNWALLET2', 1, 'Ana Reyes', '09170000001', 100000000, 'Own credit', 1, 'Ana Reyes');`);
      const last = migrations.find((m) => m.version.startsWith('0013'));
      if (!last) throw new Error('migration 0013 missing');
      await session.exec(last.sql);

      expect(
        await rows<{ id: number; status: boolean }>(session, 'select id, status from employees order by id'),
      ).toEqual([
        { id: 1, status: true },
        { id: 2, status: false },
        { id: 3, status: false },
        { id: 4, status: false },
        { id: 5, status: true },
      ]);
      const audits = await rows<{ entity_id: string; actor_name: string; before: unknown; after: unknown }>(
        session,
        `select entity_id, actor_name, before, after from audit_log where entity = 'employee' order by entity_id`,
      );
      expect(audits).toEqual([
        {
          entity_id: '2',
          actor_name: 'system',
          before: { status: true },
          after: {
            status: false,
            reason: 'Migration 0013: the e-wallet 09171234567 belongs to another active employee',
          },
        },
        expect.objectContaining({ entity_id: '3', after: expect.objectContaining({ status: false }) }),
      ]);
      expect(
        await rows<{ header: number; repeats: boolean }>(
          session,
          `select transmittal_header_id as header, repeats_wallet_before_0013 as repeats
           from transmittal_details order by id`,
        ),
      ).toEqual([
        { header: 1, repeats: true },
        { header: 1, repeats: true },
        { header: 2, repeats: false },
        { header: 2, repeats: false },
      ]);
      const [entry] = await rows<{ status: number; posted: boolean }>(
        session,
        `select status, date_posted is not null as posted from journal_entries`,
      );
      expect(entry).toEqual({ status: 1, posted: true });

      // From now on the database refuses each of them.
      const refused = async (statement: string) => {
        await session.exec('savepoint attempt');
        let failed = false;
        try {
          await session.exec(statement);
        } catch {
          failed = true;
        }
        await session.exec('rollback to savepoint attempt');
        return failed;
      };
      await session.exec('begin');
      expect(await refused(`update employees set status = true where id = 2`)).toBe(true);
      expect(
        await refused(`insert into transmittal_details (transmittal_header_id, employee_id, employee_name,
          position, ewallet_account_info, ewallet_customer_id, amount)
          values (2, 2, 'Added, Newly', 'Bagger', '09171234567', 2, 100)`),
      ).toBe(true);
      expect(
        await refused(`insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name,
          contact_number, amount, purpose, initiated_by_id, initiated_by_name)
          values ('JEOWNWALLET3', 1, 'Ana Reyes', '09170000001', 100, 'Own again', 1, 'Ana Reyes')`),
      ).toBe(true);
      expect(
        await refused(`insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name,
          contact_number, amount, purpose, initiated_by_id, initiated_by_name, status, date_posted,
          checked_by_id, checked_by_name, checked_at)
          values ('JESELFCHECK4', 2, 'Juan Dela Cruz', '09171234567', 100, 'Self-approved', 1, 'Ana Reyes', 1,
            now(), 1, 'Ana Reyes', now())`),
      ).toBe(true);
      expect(
        await refused(`insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name,
          contact_number, amount, purpose, initiated_by_id, initiated_by_name, status, date_posted)
          values ('JEPENDING005', 2, 'Juan Dela Cruz', '09171234567', 100, 'Waits', 1, 'Ana Reyes', 0, now())`),
      ).toBe(true);
      // And takes what the rules allow: an entry awaiting approval has no date posted.
      expect(
        await refused(`insert into journal_entries (reference_number, ewallet_customer_id, ewallet_account_name,
          contact_number, amount, purpose, initiated_by_id, initiated_by_name, status, date_posted)
          values ('JEPENDING006', 2, 'Juan Dela Cruz', '09171234567', 100, 'Waits', 1, 'Ana Reyes', 0, null)`),
      ).toBe(false);
      await session.exec('rollback');
    });
  });
});
