import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centavosToDecimalText } from '../../../core/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { queryRows, readLedgerState } from '../../test/ledger-checks.ts';
import { expirePendingTopups } from '../modules/topups/expire-topups.ts';
import { DEMO_TOPUPS } from './seed-topups.ts';
import { seedDemoData } from './seed.ts';

describe('demo top-up requests', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await seedDemoData(t.db);
  }, 60_000);

  it('cover every status of every card, site, rider and bank method over a few weeks', async () => {
    const combos = await queryRows<{ payment_method_code: number; status: number; n: number }>(
      t.db,
      sql`select payment_method_code, status, count(*)::int as n from topup_requests group by 1, 2`,
    );
    for (const code of [101, 102, 103, 104]) {
      for (const status of [0, 1, 2, 3, 4, 5]) {
        expect(
          combos.find((c) => c.payment_method_code === code && c.status === status)?.n ?? 0,
        ).toBeGreaterThan(0);
      }
    }
    const [span] = await queryRows<{ days: number }>(
      t.db,
      sql`select extract(day from max(date_created) - min(date_created))::int as days from topup_requests`,
    );
    expect(span?.days).toBeGreaterThanOrEqual(14);
  });

  it('posted the Done ones through the ledger, and holds no pending request past its validity', async () => {
    const state = await readLedgerState(t.db);
    expect(state.totalOfEntries).toBe(0);
    expect(state.accountsOutOfBalance).toBe(0);
    expect(state.malformedPostings).toBe(0);
    const [done] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from topup_requests where status = 1`,
    );
    expect(state.topupPostings.size).toBe(done?.n);
    expect(await expirePendingTopups(t.db)).toBe(0);
  });

  it('includes the known requests, findable on the cancel screen', async () => {
    const expected = {
      pending: 'Pending',
      onHold: 'On Hold',
      processing: 'Processing',
      done: 'Done',
    } as const;
    for (const [name, known] of Object.entries(DEMO_TOPUPS)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Search',
        payload: {
          referenceNumber: known.referenceNumber,
          supportingReference: centavosToDecimalText(known.amountCentavos),
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        statusText: expected[name as keyof typeof expected],
        paymentMethodCode: known.methodCode,
      });
    }
  });
});
