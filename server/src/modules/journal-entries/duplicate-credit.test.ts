import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createCustomer } from '../../demo/factories.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { createCallers, type Callers } from '../../../test/back-office-callers.ts';

/**
 * The guard on manual money (decision 0044): the same amount to the same wallet within
 * JOURNAL_DUPLICATE_WINDOW_MINUTES asks "Make another?" (409, code duplicate-credit) and goes through only
 * when the request confirms it, so that no client can skip the question. Each test uses its own amount.
 */
describe('a second journal entry of the same amount to the same wallet', () => {
  // Above ₱1,000 an entry waits for approval, so that a pending entry can be asked about too.
  const t = useTestApp({ journalApprovalThresholdPesos: 1000, journalDuplicateWindowMinutes: 10 });
  let callers: Callers;
  let juan = { id: 0 };
  let pedro = { id: 0 };
  let elena = '';

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    pedro = await createCustomer(t.db, { mobileNo: '09171234568', firstname: 'Pedro', lastname: 'Santos' });
    await createCustomer(t.db, {
      mobileNo: '09175550005',
      firstname: 'Elena',
      lastname: 'Bautista',
      tags: ['TOPUP_ADMIN'],
    });
    elena = (await loginAs(t.app, '09175550005', 'backoffice')).cookie;
  });

  const create = (pesos: number, extra: object = {}, cookie = callers.topupAdmin, mobileNo = '09171234567') =>
    t.app.inject({
      method: 'POST',
      url: '/api/JournalEntry',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { contactNumber: mobileNo, topupRequestAmount: pesos, purpose: 'Goodwill credit', ...extra },
    });
  const entriesOf = async (pesos: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from journal_entries where amount = ${Math.round(pesos * 100)}`,
      )
    )[0]?.n;

  it('asks, in words, who made the earlier one and when, and credits nothing until confirmed', async () => {
    expect((await create(500)).statusCode).toBe(200);
    const before = await getWalletBalance(t.db, juan.id);

    const asked = await create(500, {}, elena);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      message: 'A ₱500.00 credit to this wallet was made 1 minute ago by Tess Customer. Make another?',
      code: 'duplicate-credit',
      earlierAmount: 500,
      earlierMadeByName: 'Tess Customer',
      earlierStatusText: 'Posted',
    });
    expect(asked.json().earlierReferenceNumber).toMatch(/^JE/);
    expect(await getWalletBalance(t.db, juan.id)).toBe(before);
    expect(await entriesOf(500)).toBe(1);

    const confirmed = await create(500, { confirmDuplicate: true }, elena);
    expect(confirmed.statusCode).toBe(200);
    expect(await getWalletBalance(t.db, juan.id)).toBe(before + 500_00);
    expect(await entriesOf(500)).toBe(2);
  });

  it('lets another amount, another wallet, and the same entry past the window through', async () => {
    expect((await create(600)).statusCode).toBe(200);
    expect((await create(600.01)).statusCode).toBe(200);
    expect((await create(600, {}, callers.topupAdmin, '09171234568')).statusCode).toBe(200);
    await t.db.execute(
      sql`update journal_entries set date_created = now() - interval '11 minutes' where amount = 60000`,
    );
    expect((await create(600)).statusCode).toBe(200);
    expect(await getWalletBalance(t.db, pedro.id)).toBe(600_00);
  });

  it('asks about an entry still awaiting approval, and no longer once it is withdrawn', async () => {
    const first = await create(5000);
    expect(first.json().statusText).toBe('Awaiting approval');
    const asked = await create(5000);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      'A ₱5,000.00 credit to this wallet was made 1 minute ago by Tess Customer (it awaits approval). Make another?',
    );
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/JournalEntry/Withdraw',
      headers: { cookie: callers.topupAdmin, 'content-type': 'application/json' },
      payload: { id: first.json().id, reason: 'Typed twice' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await create(5000)).statusCode).toBe(200);
  });

  it('asks the second of two identical entries sent at the same moment', async () => {
    const before = await getWalletBalance(t.db, juan.id);
    const answers = await Promise.all([create(700), create(700, {}, elena)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('duplicate-credit');
    expect(await getWalletBalance(t.db, juan.id)).toBe(before + 700_00);
    expect(await entriesOf(700)).toBe(1);
  });

  it('cannot be confirmed by anything but true', async () => {
    expect((await create(800)).statusCode).toBe(200);
    expect((await create(800, { confirmDuplicate: 'yes' })).statusCode).toBe(400);
    expect(await entriesOf(800)).toBe(1);
  });
});

describe('JOURNAL_DUPLICATE_WINDOW_MINUTES', () => {
  it('is 10 minutes unless set; 0 turns the question off', () => {
    expect(loadConfig({}).journalDuplicateWindowMinutes).toBe(10);
    expect(loadConfig({ JOURNAL_DUPLICATE_WINDOW_MINUTES: '0' }).journalDuplicateWindowMinutes).toBe(0);
    expect(() => loadConfig({ JOURNAL_DUPLICATE_WINDOW_MINUTES: '-1' })).toThrow();
  });

  describe('set to 0', () => {
    const t = useTestApp({ journalDuplicateWindowMinutes: 0 });
    it('never asks', async () => {
      const callers = await createCallers(t.app, t.db);
      await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan' });
      const create = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/JournalEntry',
          headers: { cookie: callers.topupAdmin, 'content-type': 'application/json' },
          payload: { contactNumber: '09171234567', topupRequestAmount: 50, purpose: 'Goodwill credit' },
        });
      expect((await create()).statusCode).toBe(200);
      expect((await create()).statusCode).toBe(200);
    });
  });
});
