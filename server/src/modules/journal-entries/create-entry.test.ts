import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

describe('POST /api/JournalEntry', () => {
  const t = useTestApp();
  let callers: Callers;
  let juan: Awaited<ReturnType<typeof createCustomer>>;
  let juanPortal = '';
  let adminId = 0;

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    juanPortal = (await loginAs(t.app, '09171234567')).cookie;
    adminId = (
      await t.app.inject({
        url: '/api/Customers/Me?scope=backoffice',
        headers: { cookie: callers.topupAdmin },
      })
    ).json().id;
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    contactNumber: '09171234567',
    ewalletAccountId: juan.id,
    ewalletAccountName: 'Juan Dela Cruz',
    initiatedById: adminId,
    initiatedByName: 'Tess Customer',
    topupRequestAmount: 250.75,
    purpose: 'Refund of a double charge',
    ...overrides,
  });
  const create = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/JournalEntry',
      headers: { cookie: callers.topupAdmin, 'content-type': 'application/json', ...headers },
      payload,
    });
  const balance = async () =>
    (await t.app.inject({ url: '/api/Customers/Me/Balance', headers: { cookie: juanPortal } })).json()
      .balance;
  const entryCount = async () =>
    (await t.app.inject({ url: '/api/JournalEntry/Count', headers: { cookie: callers.topupAdmin } })).json();

  it("creates the entry and credits the customer's wallet at once, through the ledger", async () => {
    const before = await balance();
    const response = await create(body({ ewalletAccountName: 'Juan D. C.' }));
    expect(response.statusCode).toBe(200);
    const entry = response.json();
    expect(entry).toMatchObject({
      contactNumber: '09171234567',
      topupRequestAmount: 250.75,
      remarks: 'Refund of a double charge',
      // The customer's own name, not the caller's copy; the acting user from the session.
      ewalletAccountName: 'Juan Dela Cruz',
      initiatedByName: 'Tess Customer',
    });
    expect(entry.referenceNumber).toMatch(/^JE[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(Date.parse(entry.datePosted)).not.toBeNaN();
    expect(await balance()).toBe(before + 250.75);

    const ledger = await readLedgerState(t.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    expect(ledger.wallets.get(juan.id)).toBe(25075);

    const audit = (
      await t.app.inject({
        url: '/api/AuditLog?entity=journal-entry',
        headers: { cookie: callers.topupAdmin },
      })
    ).json();
    expect(audit.items[0]).toMatchObject({
      action: 'journal-entry.create',
      actorId: adminId,
      entityId: entry.referenceNumber,
      after: { name: 'Juan Dela Cruz', mobileNo: '09171234567', amount: 250.75 },
    });
  });

  it('takes the +63 form, amounts as text with commas, and keys in any case', async () => {
    const before = await balance();
    const response = await create({
      ContactNumber: '+639171234567',
      TopupRequestAmount: '1,000.50',
      Purpose: '  Promo load  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contactNumber: '09171234567', remarks: 'Promo load' });
    expect(await balance()).toBe(before + 1000.5);
  });

  it.each([
    [{ contactNumber: '0917123456' }, 'Invalid Mobile Number Format'],
    [{ contactNumber: '+6391712345678' }, 'Invalid Mobile Number Format'],
    [{ contactNumber: undefined }, 'Invalid Mobile Number Format'],
    [{ contactNumber: '09170009999' }, 'Invalid Mobile Number'],
    [{ ewalletAccountId: 999999 }, 'Invalid Mobile Number'],
    [{ topupRequestAmount: 0 }, 'Value must be greater than 0'],
    [{ topupRequestAmount: -5 }, 'Value must be greater than 0'],
    [{ topupRequestAmount: undefined }, 'Value must be greater than 0'],
    [{ topupRequestAmount: '' }, 'Value must be greater than 0'],
    [{ topupRequestAmount: 1.005 }, 'Amount must be a number with at most 2 decimals'],
    [{ topupRequestAmount: 1_000_000.01 }, 'Amount must not exceed ₱1,000,000.00'],
    [{ purpose: '   ' }, 'Purpose is required'],
    [{ purpose: undefined }, 'Purpose is required'],
    [{ purpose: 'x'.repeat(501) }, 'Purpose must be at most 500 characters'],
    [{ initiatedById: 424242 }, 'The acting user in the request is not the signed-in user'],
  ])('refuses %j with "%s", and nothing moves', async (change, message) => {
    const [count, money] = [await entryCount(), await balance()];
    const response = await create(body(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await entryCount()).toBe(count);
    expect(await balance()).toBe(money);
  });

  it('does it once for a retried request with the same Idempotency-Key', async () => {
    const before = await balance();
    const count = await entryCount();
    const headers = { 'idempotency-key': 'journal-retry-0001' };
    const first = await create(body({ topupRequestAmount: 10 }), headers);
    const retry = await create(body({ topupRequestAmount: 10 }), headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await entryCount()).toBe(count + 1);
    expect(await balance()).toBe(before + 10);
  });

  it('credits every one of many confirmed entries made at the same moment', async () => {
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(body({ topupRequestAmount: 12.5, confirmDuplicate: true }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await balance()).toBe(before + 100);
    const ledger = await readLedgerState(t.db);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.totalOfEntries).toBe(0);
  });

  it('is for top-up admins only, and nothing is created by anyone else', async () => {
    const [count, money] = [await entryCount(), await balance()];
    await expectTopupAdminOnly(t.app, callers, {
      method: 'POST',
      url: '/api/JournalEntry',
      headers: { 'content-type': 'application/json' },
      payload: body(),
    });
    expect(await entryCount()).toBe(count);
    expect(await balance()).toBe(money);
  });
});
