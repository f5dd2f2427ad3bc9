import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { centavosToDecimalText } from '../../../../core/money.ts';
import {
  canCancelTopup,
  canMoveTopup,
  TopupStatus,
  type TopupStatusCode,
} from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { queryRows, readLedgerState } from '../../../test/ledger-checks.ts';
import type { Database } from '../../db/client.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { AppError } from '../../errors.ts';
import { clearingAccount, postTransfer } from '../ledger/service.ts';
import { cancelTopup, changeTopupStatus, createTopupRequest, expirePendingTopups } from './service.ts';

/**
 * Random sequences of everything that can happen to top-up requests (create, status moves, cancel, expiry,
 * a stray second posting), checked against a model after every step: the ledger balances, each wallet
 * holds exactly its Done requests, and each request is credited once exactly when it is Done.
 */
const DAY = 86_400_000;
const STATUSES: TopupStatusCode[] = [0, 1, 2, 3, 4, 5];

type Action =
  | { type: 'create'; customer: number; method: number; centavos: number }
  | { type: 'move'; request: number; to: TopupStatusCode }
  | { type: 'cancel'; request: number }
  | { type: 'expire'; days: number }
  | { type: 'repost'; request: number };

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('create' as const),
      customer: fc.nat(2),
      method: fc.nat(1),
      centavos: fc.integer({ min: 100_00, max: 100_000_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      request: fc.nat(20),
      to: fc.constantFrom(...STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), request: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 4 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('repost' as const), request: fc.nat(20) }) },
);

interface ModelRequest {
  id: number;
  customerId: number;
  methodCode: number;
  centavos: number;
  status: TopupStatusCode;
  expiresAt: number | null;
}

describe('ledger and top-up state machine under random sequences', () => {
  const t = useTestApp();
  const methodCodes: number[] = [];

  beforeAll(async () => {
    methodCodes.push((await createPaymentMethod(t.db, { minimumAmount: 100_00, daysValidity: 2 })).code);
    methodCodes.push((await createPaymentMethod(t.db, { minimumAmount: 100_00, daysValidity: 0 })).code);
  });

  async function expectConflict(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('conflict');
  }

  async function checkInvariants(db: Database, requests: ModelRequest[], customerIds: number[]) {
    const state = await readLedgerState(db);
    expect(state.totalOfEntries).toBe(0);
    expect(state.accountsOutOfBalance).toBe(0);
    expect(state.malformedPostings).toBe(0);
    // Across the whole database: a posting for every Done request and for nothing else.
    const [mismatch] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from topup_requests r
          full join postings p on p.cause_type = 'topup' and p.cause_id = r.id
          where (r.status = 1) is distinct from (p.id is not null) or p.amount <> r.amount`,
    );
    expect(mismatch?.n).toBe(0);
    const statuses = new Map(
      (
        await queryRows<{ id: number; status: number }>(
          db,
          sql`select id, status from topup_requests where ewallet_customer_id in ${sql.raw(`(${customerIds.join(',')})`)}`,
        )
      ).map((r) => [r.id, r.status]),
    );
    for (const request of requests) {
      expect(statuses.get(request.id)).toBe(request.status);
      expect(state.topupPostings.get(request.id)).toBe(request.status === 1 ? request.centavos : undefined);
    }
    for (const customerId of customerIds) {
      const expected = requests
        .filter((r) => r.customerId === customerId && r.status === TopupStatus.Done)
        .reduce((sum, r) => sum + r.centavos, 0);
      expect(state.wallets.get(customerId) ?? 0).toBe(expected);
    }
  }

  /** Runs one sequence inside a transaction that is rolled back, so that every run starts clean. */
  async function runIsolated(actions: Action[]) {
    await t.db
      .transaction(async (db) => {
        await runSequence(db, actions);
        db.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }

  async function runSequence(db: Database, actions: Action[]) {
    const customerIds: number[] = [];
    for (let i = 0; i < 3; i += 1) customerIds.push((await createCustomer(db)).id);
    const requests: ModelRequest[] = [];
    let clock = Date.now();
    const pick = (index: number) => (requests.length ? requests[index % requests.length] : undefined);

    for (const action of actions) {
      if (action.type === 'create') {
        const created = await createTopupRequest(db, {
          topupOption: 2,
          ewalletAccountId: customerIds[action.customer]!,
          topupRequestAmount: centavosToDecimalText(action.centavos),
          paymentMethodCode: methodCodes[action.method]!,
          contactNumber: '09171234567',
          sessionCustomer: null,
          grantedAccountIds: customerIds,
        });
        const [row] = await queryRows<{ expires: string | null }>(
          db,
          sql`select (extract(epoch from expires_at) * 1000)::bigint::text as expires from topup_requests where id = ${created.request.id}`,
        );
        expect(created.amountCentavos).toBe(action.centavos);
        requests.push({
          id: created.request.id,
          customerId: customerIds[action.customer]!,
          methodCode: methodCodes[action.method]!,
          centavos: action.centavos,
          status: 0,
          expiresAt: row?.expires ? Number(row.expires) : null,
        });
      } else if (action.type === 'move') {
        const request = pick(action.request);
        if (!request) continue;
        const attempt = changeTopupStatus(db, {
          requestId: request.id,
          to: action.to,
          actor: { kind: 'system' },
        });
        if (canMoveTopup(request.status, action.to)) {
          expect((await attempt).status).toBe(action.to);
          request.status = action.to;
        } else {
          await expectConflict(attempt);
        }
      } else if (action.type === 'cancel') {
        const request = pick(action.request);
        if (!request) continue;
        const [row] = await queryRows<{ reference_number: string }>(
          db,
          sql`select reference_number from topup_requests where id = ${request.id}`,
        );
        const attempt = cancelTopup(db, {
          id: request.id,
          referenceNumber: row!.reference_number,
          remarks: 'Other',
          actor: { kind: 'customer', id: null, name: 'customer' },
          viewer: { staff: false, customerId: null },
        });
        if (canCancelTopup(request.status)) {
          expect((await attempt).status).toBe(TopupStatus.Cancelled);
          request.status = TopupStatus.Cancelled;
        } else {
          await expectConflict(attempt);
        }
      } else if (action.type === 'expire') {
        clock += action.days * DAY;
        await expirePendingTopups(db, new Date(clock));
        for (const request of requests) {
          if (request.status === 0 && request.expiresAt !== null && request.expiresAt <= clock) {
            request.status = TopupStatus.Expired;
          }
        }
      } else {
        // A stray second posting of a credited request, outside the state machine, must fail.
        const request = pick(action.request);
        if (!request || request.status !== TopupStatus.Done) continue;
        await expectConflict(
          db.transaction((tx) =>
            postTransfer(tx, {
              cause: { type: 'topup', id: request.id },
              fromAccount: clearingAccount(request.methodCode),
              toCustomerWallet: request.customerId,
              amountCentavos: request.centavos,
            }),
          ),
        );
      }
      await checkInvariants(db, requests, customerIds);
    }
  }

  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 25 }), runIsolated),
      { numRuns: 40 },
    );
  }, 180_000);
});
