import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryLine, HistoryPage } from '../../../../core/api/wallet-history.ts';
import { pesosToCentavos } from '../../../../core/money.ts';
import { TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { readLedgerState } from '../../../test/ledger-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createDepartmentRow } from '../../demo/transmittal-factories.ts';
import {
  addJournalEntry,
  addTopup,
  addTransmittalLine,
  employeeFor,
  transmittalMakers,
  type TransmittalMakers,
} from '../../../test/wallet-history-fixtures.ts';

/**
 * The invariant of decision 0028, on random wallets: top-ups in every status, journal entries and
 * transmittal credits, at random times (many sharing one instant, to try the keyset's ties), read back in
 * pages of random sizes. The pages together hold every line once, newest first; the first credit's
 * running balance is the wallet's balance; each credit's balance is the next one's plus its amount, across
 * page boundaries; the credits add up to the balance, in whole centavos. The lines are added in random
 * order of time, so most postings land below entries already there: the balances kept on the ledger's
 * entries (decision 0036) must stay the running sum of the ledger, which readLedgerState checks.
 */
const STATUSES: TopupStatusCode[] = [0, 1, 2, 3, 4, 5];
const BASE = Date.UTC(2026, 0, 10, 2, 0, 0);

type Step =
  | { type: 'topup'; centavos: number; status: TopupStatusCode; minute: number }
  | { type: 'journal'; centavos: number; minute: number }
  | { type: 'transmittal'; centavos: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('topup' as const),
    centavos: fc.integer({ min: 1, max: 5_000_000 }),
    status: fc.constantFrom(...STATUSES),
    // Few distinct minutes: many lines share one instant.
    minute: fc.nat(4),
  }),
  fc.record({
    type: fc.constant('journal' as const),
    centavos: fc.integer({ min: 1, max: 5_000_000 }),
    minute: fc.nat(4),
  }),
  fc.record({ type: fc.constant('transmittal' as const), centavos: fc.integer({ min: 1, max: 5_000_000 }) }),
);

describe('the history adds up to the balance, page after page', () => {
  const t = useTestApp();
  let makers: TransmittalMakers;
  let department = 0;

  beforeAll(async () => {
    await createPaymentMethod(t.db, { code: 102, name: 'Pay on Site' });
    makers = await transmittalMakers(t.db);
    department = (await createDepartmentRow(t.db)).id;
  });

  async function readAll(cookie: string, pageSizes: number[]): Promise<HistoryLine[][]> {
    const pages: HistoryLine[][] = [];
    let cursor: string | null = null;
    for (let index = 0; ; index += 1) {
      const limit = pageSizes[index % pageSizes.length] ?? 3;
      const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.app.inject({ url: `/api/Customers/Me/History?${query}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const page = response.json<HistoryPage>();
      pages.push(page.lines);
      if (!page.nextCursor) return pages;
      expect(page.lines).toHaveLength(limit);
      cursor = page.nextCursor;
    }
  }

  it('holds for random wallets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { minLength: 0, maxLength: 14 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
        async (steps, pageSizes) => {
          const customer = await createCustomer(t.db);
          const { cookie } = await loginAs(t.app, customer.mobileNo);
          const employee = await employeeFor(t.db, customer, department);
          let requests = 0;
          let credits = 0;
          for (const step of steps) {
            const at = 'minute' in step ? new Date(BASE + step.minute * 60_000) : undefined;
            if (step.type === 'topup') {
              await addTopup(t.db, customer.id, {
                centavos: step.centavos,
                status: step.status,
                ...(at ? { at } : {}),
              });
              if (step.status === TopupStatus.Done) credits += 1;
              else requests += 1;
            } else if (step.type === 'journal') {
              await addJournalEntry(t.db, customer.id, { centavos: step.centavos, ...(at ? { at } : {}) });
              credits += 1;
            } else {
              await addTransmittalLine(t.db, makers, {
                departmentId: department,
                employeeId: employee,
                centavos: step.centavos,
              });
              credits += 1;
            }
          }

          expect((await readLedgerState(t.db)).accountsOutOfBalance).toBe(0);
          const pages = await readAll(cookie, pageSizes);
          const lines = pages.flat();
          expect(lines).toHaveLength(credits + requests);
          expect(new Set(lines.map((line) => `${line.kind}:${line.id}`)).size).toBe(lines.length);
          for (let i = 1; i < lines.length; i += 1) {
            expect(Date.parse(lines[i - 1]!.date)).toBeGreaterThanOrEqual(Date.parse(lines[i]!.date));
          }

          const balance = pesosToCentavos(
            (await t.app.inject({ url: '/api/Customers/Me/Balance', headers: { cookie } })).json().balance,
          );
          const credited = lines.filter((line) => line.credited);
          expect(credited).toHaveLength(credits);
          expect(credited.reduce((sum, line) => sum + pesosToCentavos(line.amount), 0)).toBe(balance);
          expect(pesosToCentavos(credited[0]?.runningBalance ?? 0)).toBe(balance);
          credited.forEach((line, index) => {
            const below = credited[index + 1];
            expect(pesosToCentavos(line.runningBalance ?? -1)).toBe(
              pesosToCentavos(line.amount) + (below ? pesosToCentavos(below.runningBalance ?? -1) : 0),
            );
          });
          for (const line of lines.filter((line) => !line.credited)) {
            expect(line.runningBalance).toBeNull();
            expect(line.status).not.toBe(TopupStatus.Done);
          }
          // Each credit's detail gives the same balance as its line.
          const sample = credited[Math.floor(credited.length / 2)];
          if (sample) {
            const detail = await t.app.inject({
              url: `/api/Customers/Me/History/${sample.kind}/${sample.id}`,
              headers: { cookie },
            });
            expect(detail.json().runningBalance).toBe(sample.runningBalance);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
