import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { queryRows, readLedgerState } from '../../../test/ledger-checks.ts';
import { createCustomer } from '../../demo/factories.ts';
import { AppError } from '../../errors.ts';
import { clearingAccount, getWalletBalance, isCausePosted, postTransfer } from './service.ts';

describe('ledger postings', () => {
  const t = useTestApp();

  async function entriesOf(postingId: number) {
    return queryRows(
      t.db,
      sql`select a.kind, a.name, a.customer_id, e.amount::int as amount
          from ledger_entries e join accounts a on a.id = e.account_id
          where e.posting_id = ${postingId} order by e.amount`,
    );
  }

  it('writes a debit of the source and a credit of the wallet that sum to zero, and caches both balances', async () => {
    const customer = await createCustomer(t.db);
    expect(await getWalletBalance(t.db, customer.id)).toBe(0);

    const posted = await t.db.transaction((tx) =>
      postTransfer(tx, {
        cause: { type: 'journal', id: 9001 },
        fromAccount: 'adjustments',
        toCustomerWallet: customer.id,
        amountCentavos: 1500_50,
      }),
    );
    expect(posted.walletBalanceCentavos).toBe(1500_50);
    expect(await entriesOf(posted.postingId)).toEqual([
      { kind: 'system', name: 'adjustments', customer_id: null, amount: -1500_50 },
      { kind: 'wallet', name: null, customer_id: customer.id, amount: 1500_50 },
    ]);
    expect(await getWalletBalance(t.db, customer.id)).toBe(1500_50);
    expect(await isCausePosted(t.db, { type: 'journal', id: 9001 })).toBe(true);

    await t.db.transaction((tx) =>
      postTransfer(tx, {
        cause: { type: 'topup', id: 9001 },
        fromAccount: clearingAccount(102),
        toCustomerWallet: customer.id,
        amountCentavos: 100_00,
      }),
    );
    expect(await getWalletBalance(t.db, customer.id)).toBe(1600_50);
    const state = await readLedgerState(t.db);
    expect(state.totalOfEntries).toBe(0);
    expect(state.accountsOutOfBalance).toBe(0);
    expect(state.malformedPostings).toBe(0);
    const [system] = await queryRows(
      t.db,
      sql`select balance::int as balance from accounts where name = 'adjustments'`,
    );
    expect(system).toEqual({ balance: -1500_50 });
  });

  it('refuses a second posting of the same cause with a conflict and leaves the balances as they were', async () => {
    const customer = await createCustomer(t.db);
    const transfer = {
      cause: { type: 'transmittal_detail' as const, id: 77 },
      fromAccount: 'transmittals' as const,
      toCustomerWallet: customer.id,
      amountCentavos: 250_00,
    };
    await t.db.transaction((tx) => postTransfer(tx, transfer));
    const second = t.db.transaction((tx) => postTransfer(tx, transfer));
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This transmittal entry has already been posted',
    });
    expect(await getWalletBalance(t.db, customer.id)).toBe(250_00);
    const [count] = await queryRows(
      t.db,
      sql`select count(*)::int as n from postings where cause_type = 'transmittal_detail' and cause_id = 77`,
    );
    expect(count).toEqual({ n: 1 });
  });

  it('rejects amounts that are not a positive whole number of centavos', async () => {
    const customer = await createCustomer(t.db);
    for (const amountCentavos of [0, -100, 1.5, Number.NaN]) {
      await expect(
        t.db.transaction((tx) =>
          postTransfer(tx, {
            cause: { type: 'journal', id: 5000 },
            fromAccount: 'adjustments',
            toCustomerWallet: customer.id,
            amountCentavos,
          }),
        ),
      ).rejects.toThrow(RangeError);
    }
    expect(await isCausePosted(t.db, { type: 'journal', id: 5000 })).toBe(false);
  });
});
