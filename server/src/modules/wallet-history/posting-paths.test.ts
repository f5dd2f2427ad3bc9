import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryLine, HistoryPage } from '../../../../core/api/wallet-history.ts';
import { pesosToCentavos } from '../../../../core/money.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { createCallers, type Callers } from '../../../test/back-office-callers.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { loginAs } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  addTopup,
  addTransmittalLine,
  employeeFor,
  transmittalMakers,
  type TransmittalMakers,
} from '../../../test/wallet-history-fixtures.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createDepartmentRow } from '../../demo/transmittal-factories.ts';
import { changeTopupStatus } from '../topups/change-status.ts';
import { SYSTEM_ACTOR } from '../topups/topup-actor.ts';

const HOUR = 3_600_000;

/**
 * The balance kept on each ledger entry (decision 0036) by every path that posts, at the same moment on one
 * wallet and out of time order: top-ups moved to Done, journal entries posted at once and approved, and
 * transmittal lines approved, all racing for the wallet; then a top-up posted back-dated below them all.
 * The ledger's own check (each wallet entry's balance is the running sum in the history's order, and its
 * time is its cause's) and the history the customer reads must both hold.
 */
describe('every posting path keeps the balance after each entry', () => {
  const t = useTestApp();
  let callers: Callers;
  let makers: TransmittalMakers;
  let department = 0;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    callers = await createCallers(t.app, t.db);
    await createCustomer(t.db, { mobileNo: '09175550015', firstname: 'Elena', tags: ['TOPUP_ADMIN'] });
    makers = await transmittalMakers(t.db);
    department = (await createDepartmentRow(t.db)).id;
  });

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });

  async function readHistory(cookie: string, limit: number): Promise<HistoryLine[]> {
    const lines: HistoryLine[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.app.inject({ url: `/api/Customers/Me/History?${query}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const page = response.json<HistoryPage>();
      lines.push(...page.lines);
      cursor = page.nextCursor;
    } while (cursor);
    return lines;
  }

  it('holds for postings racing on one wallet and for one back-dated below them', async () => {
    const customer = await createCustomer(t.db, { mobileNo: '09171239901' });
    const { cookie } = await loginAs(t.app, customer.mobileNo);
    const elena = (await loginAs(t.app, '09175550015', 'backoffice')).cookie;
    const employee = await employeeFor(t.db, customer, department);
    const pending = await Promise.all(
      [101, 202, 303, 404, 505, 606].map((pesos) =>
        addTopup(t.db, customer.id, { centavos: pesos * 100, status: TopupStatus.Pending }),
      ),
    );
    // Above the approval threshold: saved now, posted by another admin's approval in the race below.
    const awaiting = await post('/api/JournalEntry', callers.topupAdmin, {
      contactNumber: customer.mobileNo,
      topupRequestAmount: '12,000.07',
      purpose: 'Approved credit',
    });
    expect(awaiting.json()).toMatchObject({ statusText: 'Awaiting approval' });

    const outcomes = await Promise.all([
      ...pending.map((request) =>
        changeTopupStatus(t.db, { requestId: request.id, to: TopupStatus.Done, actor: SYSTEM_ACTOR }),
      ),
      ...[11.11, 22.22, 33.33].map((pesos) =>
        post('/api/JournalEntry', callers.topupAdmin, {
          contactNumber: customer.mobileNo,
          topupRequestAmount: pesos,
          purpose: `Credit of ${pesos}`,
        }),
      ),
      post('/api/JournalEntry/Approve', elena, { id: awaiting.json().id }),
      ...[7_77, 8_88].map((centavos) =>
        addTransmittalLine(t.db, makers, { departmentId: department, employeeId: employee, centavos }),
      ),
    ]);
    for (const outcome of outcomes) {
      if (outcome && 'statusCode' in outcome) expect(outcome.statusCode, outcome.body).toBe(200);
    }
    // Posted an hour before all of the above: every entry after it moves up by its amount.
    await addTopup(t.db, customer.id, {
      centavos: 9_999_99,
      status: TopupStatus.Done,
      at: new Date(Date.now() - HOUR),
    });
    await addTopup(t.db, customer.id, { centavos: 50_00, status: TopupStatus.Cancelled });

    const ledger = await readLedgerState(t.db);
    expect(ledger).toMatchObject({ totalOfEntries: 0, accountsOutOfBalance: 0, malformedPostings: 0 });
    const balance = ledger.wallets.get(customer.id);
    const expected = (101 + 202 + 303 + 404 + 505 + 606) * 100 + 1_200_007 + 1_111 + 2_222 + 3_333;
    expect(balance).toBe(expected + 7_77 + 8_88 + 9_999_99);

    for (const limit of [1, 3, 100]) {
      const lines = await readHistory(cookie, limit);
      const credited = lines.filter((line) => line.credited);
      expect(credited).toHaveLength(6 + 4 + 2 + 1);
      expect(lines.filter((line) => !line.credited)).toHaveLength(1);
      expect(pesosToCentavos(credited[0]?.runningBalance ?? 0)).toBe(balance);
      credited.forEach((line, index) => {
        const below = credited[index + 1];
        expect(pesosToCentavos(line.runningBalance ?? -1)).toBe(
          pesosToCentavos(line.amount) + (below ? pesosToCentavos(below.runningBalance ?? -1) : 0),
        );
      });
      // The back-dated top-up is the oldest credit, with its own amount as the balance after it.
      expect(credited.at(-1)).toMatchObject({ amount: 9_999.99, runningBalance: 9_999.99 });
    }
  });
});
