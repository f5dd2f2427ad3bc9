import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '../test/server-process.ts';
import { queryRows } from '../test/ledger-checks.ts';
import { useTestApp } from '../test/test-app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createCustomer } from './demo/factories.ts';
import {
  runApproveRoleRequest,
  runGrantFirstAdmin,
  runResetSecondFactor,
} from './grant-first-admin-command.ts';
import { requestSecondFactorReset } from './modules/users/request-second-factor-reset.ts';
import { changeUserRoles } from './modules/users/change-user-roles.ts';

/** The first Topup Admin of a new shop (decision 0031, docs/DEPLOYMENT.md), as the operator runs it. */
describe('admin:grant-first', () => {
  const t = useTestApp();
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runGrantFirstAdmin(
      argv,
      async () => ({ db: t.db, close: async () => {} }),
      (line) => lines.push(line),
    );
    return { code, lines };
  };
  const adminTags = async () =>
    queryRows<{ mobile_no: string }>(
      t.db,
      sql`select mobile_no from customers where 'TOPUP_ADMIN' = any(tags) order by id`,
    );

  it('says how to use it without a number, and refuses an unknown one', async () => {
    expect(await run()).toEqual({
      code: 2,
      lines: ['Usage: npm run admin:grant-first -- --mobile 09XXXXXXXXX'],
    });
    expect(await run('--mobile', '09179999999')).toEqual({
      code: 1,
      lines: ['Not done: Mobile number not found'],
    });
  });

  it('refuses an account whose password an admin chose', async () => {
    await createCustomer(t.db, { mobileNo: '09171230100' });
    await t.db.execute(sql`update customers set must_change_password = true where mobile_no = '09171230100'`);
    const refused = await run('--mobile', '09171230100');
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toContain('must choose their own password');
    expect(await adminTags()).toEqual([]);
  });

  it('makes one first admin when two runs race, audited as the server console; then it refuses', async () => {
    await createCustomer(t.db, {
      mobileNo: '09171230101',
      firstname: 'Rosa',
      lastname: 'Lim',
      tags: ['VIP'],
    });
    await createCustomer(t.db, { mobileNo: '09171230102' });
    const [first, second] = await Promise.all([run('--mobile', '09171230101'), run('--mobile=09171230102')]);
    expect([first.code, second.code].sort()).toEqual([0, 1]);
    expect(await adminTags()).toHaveLength(1);
    const again = await run('--mobile', '+639171230102');
    expect(again.code).toBe(1);
    expect(again.lines[0]).toMatch(/^Not done: A Topup Admin exists already/);
    const audit = await queryRows<{ actor_id: number | null; actor_name: string; after: { tags: string[] } }>(
      t.db,
      sql`select actor_id, actor_name, after from audit_log where action = 'user.grant-first-admin'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null, actor_name: 'server console' });
    expect(audit[0]?.after.tags).toContain('TOPUP_ADMIN');
  });
});

describe('admin:approve-role-request', () => {
  const t = useTestApp();
  const database = async () => ({ db: t.db, close: async () => {} });
  const approve = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runApproveRoleRequest(argv, database, (line) => lines.push(line));
    return { code, lines };
  };
  const ask = async (askerId: number, customerId: number) => {
    const answer = await changeUserRoles(
      t.db,
      { customerId, flags: { topupAdmin: true, transmittalAdmin: false, transmittalEncoder: false } },
      { id: askerId, name: 'First Admin' },
    );
    return answer.roleRequest?.id ?? 0;
  };

  it("approves the first admin's first request from the server, and only while she is alone", async () => {
    expect(await approve('--id', 'x')).toEqual({
      code: 2,
      lines: ['Usage: npm run admin:approve-role-request -- --id N'],
    });
    const first = await createCustomer(t.db, { mobileNo: '09171230300', tags: ['TOPUP_ADMIN'] });
    const second = await createCustomer(t.db, { mobileNo: '09171230301', firstname: 'Nora', lastname: 'Uy' });
    const third = await createCustomer(t.db, { mobileNo: '09171230302' });
    const firstRequest = await ask(first.id, second.id);
    expect(await approve('--id', String(firstRequest))).toEqual({
      code: 0,
      lines: ['Nora Uy (09171230301) is now Topup Admin.'],
    });
    const audit = await queryRows<{ actor_name: string; after: { requestedById: number } }>(
      t.db,
      sql`select actor_name, after from audit_log where action = 'user.role-request.approve'`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_name: 'server console',
        after: expect.objectContaining({ requestedById: first.id }),
      }),
    ]);
    // Two admins now: the second request is theirs to approve, not the console's.
    const secondRequest = await ask(first.id, third.id);
    const refused = await approve(`--id=${secondRequest}`);
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toMatch(
      /^Not done: Another Topup Admin \(neither its maker nor the account\) exists/,
    );
    expect(await adminTags(t)).toHaveLength(2);
  });
});

/** A shop of one or two top-up admins whose admin lost her phone (decision 0031, docs/DEPLOYMENT.md). */
describe('a second-factor reset from the server console', () => {
  const t = useTestApp();
  const database = async () => ({ db: t.db, close: async () => {} });
  const reset = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runResetSecondFactor(argv, database, (line) => lines.push(line));
    return { code, lines };
  };
  const factors = async (customerId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from second_factors where customer_id = ${customerId}`,
      )
    )[0]?.n;

  it("resets the only top-up admin's factor, audited as the server console; refused once another admin exists", async () => {
    expect(await reset()).toEqual({
      code: 2,
      lines: ['Usage: npm run admin:reset-second-factor -- --mobile 09XXXXXXXXX'],
    });
    const sole = await createCustomer(t.db, {
      mobileNo: '09171230400',
      firstname: 'Sol',
      lastname: 'Ramos',
      tags: ['TOPUP_ADMIN'],
    });
    expect(await reset('--mobile', '09171230400')).toEqual({
      code: 0,
      lines: ['Sol Ramos (09171230400) sets up two-factor sign-in again at their next sign-in.'],
    });
    expect(await factors(sole.id)).toBe(0);
    const audit = await queryRows<{ actor_name: string; actor_id: number | null }>(
      t.db,
      sql`select actor_name, actor_id from audit_log where action = 'second-factor.reset'`,
    );
    expect(audit).toEqual([{ actor_name: 'server console', actor_id: null }]);

    // With a second admin, the console refuses: she asks in User Manager.
    const other = await createCustomer(t.db, { mobileNo: '09171230401', tags: ['TOPUP_ADMIN'] });
    const refused = await reset('--mobile', '09171230401');
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toMatch(/^Not done: Another Topup Admin exists/);
    expect(await factors(other.id)).toBe(1);
  });

  it('approves a reset request in a shop of two, where only the maker and the account are admins', async () => {
    const maker = await createCustomer(t.db, { mobileNo: '09171230410', tags: ['TOPUP_ADMIN'] });
    const lost = await createCustomer(t.db, {
      mobileNo: '09171230411',
      firstname: 'Lia',
      lastname: 'Go',
      tags: ['TOPUP_ADMIN'],
    });
    // The previous test's two admins are removed: this shop has two.
    await t.db.execute(
      sql`update customers set tags = '{}' where mobile_no in ('09171230400', '09171230401')`,
    );
    const request = await requestSecondFactorReset(t.db, lost.id, { id: maker.id, name: 'Maker' });
    const lines: string[] = [];
    const code = await runApproveRoleRequest(['--id', String(request.id)], database, (line) =>
      lines.push(line),
    );
    expect({ code, lines }).toEqual({
      code: 0,
      lines: ['Lia Go (09171230411) sets up two-factor sign-in again at their next sign-in.'],
    });
    expect(await factors(lost.id)).toBe(0);
    // A third admin could approve the next one: the console refuses.
    await createCustomer(t.db, { mobileNo: '09171230412', tags: ['TOPUP_ADMIN'] });
    const again = await requestSecondFactorReset(t.db, maker.id, { id: lost.id, name: 'Lia Go' });
    const refused: string[] = [];
    expect(await runApproveRoleRequest(['--id', String(again.id)], database, (l) => refused.push(l))).toBe(1);
    expect(await factors(maker.id)).toBe(1);
  });
});

async function adminTags(t: { db: Parameters<typeof queryRows>[0] }) {
  return queryRows<{ mobile_no: string }>(
    t.db,
    sql`select mobile_no from customers where 'TOPUP_ADMIN' = any(tags) order by id`,
  );
}

describe('admin:grant-first, the real command', { timeout: 120_000 }, () => {
  it('makes the first admin in the configured database, and says so in one line', async () => {
    const templateFile = inject('pgliteTemplateFile');
    let handle: DatabaseHandle;
    let env: Record<string, string>;
    let drop = async () => {};
    let reopen: () => Promise<DatabaseHandle>;
    if (templateFile) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-first-admin-'));
      handle = await openPglite({
        dataDir: join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(templateFile)]),
      });
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      reopen = () => openPglite({ dataDir: join(dataDir, 'pglite') });
    } else {
      const scratch = await createScratchDatabase();
      handle = openPostgres(scratch.url, 2);
      await migrate(handle);
      env = { DATABASE_URL: scratch.url };
      drop = scratch.drop;
      reopen = async () => openPostgres(scratch.url, 2);
    }
    try {
      await createCustomer(handle.db, { mobileNo: '09171230200', firstname: 'Lorna', lastname: 'Sy' });
      await handle.close();
      const entry = process.env.SERVER_ENTRY
        ? [process.env.SERVER_ENTRY.replace(/main\.js$/, 'admin-grant-first.js')]
        : ['--import', 'tsx', 'server/src/admin-grant-first.ts'];
      const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, [...entry, '--mobile', '09171230200'], {
          env: { ...process.env, SEED_DEMO: 'false', ...env },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.on('exit', (code) => resolve({ code, stdout }));
      });
      expect(result).toEqual({
        code: 0,
        stdout:
          'Lorna Sy (09171230200) is now the first Topup Admin. They set up two-factor sign-in at their first back-office sign-in.\n',
      });
      handle = await reopen();
      const rows = await queryRows<{ tags: string[] }>(
        handle.db,
        sql`select tags from customers where mobile_no = '09171230200'`,
      );
      expect(rows[0]?.tags).toEqual(['TOPUP_ADMIN']);
    } finally {
      await handle.close().catch(() => undefined);
      await drop();
    }
  });
});
