import { describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../core/topup-status.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getWalletBalance } from '../modules/ledger/service.ts';
import { createJournalEntryRow } from './journal-factories.ts';
import { createTopupRequestRow } from './topup-factories.ts';
import { createEmployeeRow } from './transmittal-factories.ts';

// A test names only what it is about: the factories build the parents it leaves out (issue 26).
describe('factories build the parents a test leaves out', () => {
  const t = useTestApp();

  it('a Done top-up request with nothing else given has its own customer, method and credit', async () => {
    const first = await createTopupRequestRow(t.db, { status: TopupStatus.Done, amountCentavos: 250_00 });
    const second = await createTopupRequestRow(t.db, {});
    expect(first.ewalletCustomerId).not.toBe(second.ewalletCustomerId);
    expect(first.paymentMethodCode).not.toBe(second.paymentMethodCode);
    expect(await getWalletBalance(t.db, first.ewalletCustomerId)).toBe(250_00);
    expect(await getWalletBalance(t.db, second.ewalletCustomerId)).toBe(0);
  });

  it('a posted journal entry and an employee with nothing given have their own customer and department', async () => {
    const entry = await createJournalEntryRow(t.db, { amountCentavos: 75_00 });
    expect(await getWalletBalance(t.db, entry.ewalletCustomerId)).toBe(75_00);
    const [a, b] = [await createEmployeeRow(t.db), await createEmployeeRow(t.db)];
    expect(a.departmentId).not.toBe(b.departmentId);
    expect(a.ewalletCustomerId).not.toBe(b.ewalletCustomerId);
  });

  it('refuses a parent id that does not exist rather than inventing one', async () => {
    await expect(createTopupRequestRow(t.db, { customerId: 987_654 })).rejects.toThrow(/no customer/);
    await expect(createJournalEntryRow(t.db, { customerId: 987_654 })).rejects.toThrow(/no customer/);
  });
});
