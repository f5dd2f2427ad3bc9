import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTAVOS } from '../../../core/money.ts';
import { openPglite, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * The maximum amount lives in core/money.ts, and also in the CHECK constraints that migrations 0003, 0007
 * and 0008 put on the amount columns. A shipped migration never changes, so those cannot follow the
 * constant: this test reads the migrated database's constraints and fails when they disagree with it. A
 * change of the maximum needs a new migration that replaces the constraints.
 */
describe('the amount columns of the migrated database', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite();
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('cap amounts at the maximum of core/money.ts', async () => {
    const checks = await handle.withSession((session) =>
      session.query<{ table: string; definition: string }>(
        `select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
           from pg_constraint
          where contype = 'c' and pg_get_constraintdef(oid) ~ 'amount\\s*<='`,
      ),
    );
    const caps = checks.map(({ table, definition }) => ({
      table,
      cap: Number(/amount\s*<=\s*'?\(?(\d+)/.exec(definition)?.[1]),
    }));
    expect(caps.map((check) => check.table).sort()).toEqual([
      'journal_entries',
      'topup_requests',
      'transmittal_details',
    ]);
    for (const check of caps)
      expect(check, check.table).toEqual({ table: check.table, cap: MAX_AMOUNT_CENTAVOS });
  });
});
