import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { idempotencyKeys, paymentEvents, sessions } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  LONGEST_RATE_LIMIT_WINDOW_SECONDS,
  purgeEndedSessions,
  purgeOldIdempotencyKeys,
  purgeSpentRateLimits,
  purgeUnmatchedPaymentEvents,
} from './purges.ts';

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const fromNow = (interval: string) => sql`now() + ${interval}::interval`;

describe('the purges', () => {
  const t = useTestApp();
  let customerId = 0;

  beforeAll(async () => {
    customerId = (await createCustomer(t.db)).id;
  });

  async function keysOf(table: 'sessions' | 'idempotency_keys' | 'rate_limits', column: string) {
    const rows = await queryRows<{ k: string }>(
      t.db,
      sql`select ${sql.raw(column)} as k from ${sql.raw(table)}`,
    );
    return rows.map((row) => row.k).sort();
  }

  it('deletes sessions past their expiry and keeps the live ones', async () => {
    const session = (id: string, expiresAt: ReturnType<typeof sql>) => ({
      id,
      scope: 'portal',
      customerId,
      via: 'password',
      expiresAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session('expired-a-minute-ago', ago('1 minute')),
        session('expired-last-week', ago('7 days')),
        session('live-for-an-hour', fromNow('1 hour')),
        session('live-for-a-second', fromNow('1 second')),
      ]);
    expect(await purgeEndedSessions(t.db)).toBe(2);
    expect(await keysOf('sessions', 'id')).toEqual(['live-for-a-second', 'live-for-an-hour']);
    expect(await purgeEndedSessions(t.db)).toBe(0);
  });

  it('deletes idempotency keys older than a day, but never a claim whose lease still runs', async () => {
    const key = (name: string, created: string, answered: boolean, leaseLeft: string | null) => ({
      scope: 'address:203.0.113.9',
      key: name,
      method: 'POST',
      path: '/api/JournalEntry',
      bodyHash: 'x',
      statusCode: answered ? 200 : null,
      responseBody: answered ? '{}' : null,
      createdAt: ago(created),
      claimedUntil: leaseLeft === null ? ago('1 day') : fromNow(leaseLeft),
    });
    await t.db.insert(idempotencyKeys).values([
      key('answered-two-days-ago', '2 days', true, null),
      key('answered-25-hours-ago', '25 hours', true, null),
      key('abandoned-two-days-ago', '2 days', false, null),
      key('answered-23-hours-ago', '23 hours', true, null),
      key('just-claimed', '1 second', false, '1 minute'),
      // Created long ago, taken over a moment ago by a retry that is running now.
      key('taken-over-now', '3 days', false, '1 minute'),
    ]);
    expect(await purgeOldIdempotencyKeys(t.db)).toBe(3);
    expect(await keysOf('idempotency_keys', 'key')).toEqual([
      'answered-23-hours-ago',
      'just-claimed',
      'taken-over-now',
    ]);
  });

  it('deletes rate-limit counters whose window lapsed under the longest limit, and keeps the rest', async () => {
    // A top-up create counter 59 minutes into its hour still counts.
    await t.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        ('login:mobile:09170000001', now() - interval '61 minutes', 10),
        ('webhook:ip:203.0.113.9:FORGED0001', now() - interval '2 days', 1),
        ('topup-create:customer:7', now() - interval '59 minutes', 30),
        ('lookup:ip:203.0.113.9', now() - interval '10 seconds', 3)`);
    expect(await purgeSpentRateLimits(t.db)).toBe(2);
    expect(await keysOf('rate_limits', 'key')).toEqual(['lookup:ip:203.0.113.9', 'topup-create:customer:7']);
  });

  it('knows the longest rate-limit window in use (a longer one must raise LONGEST_RATE_LIMIT_WINDOW_SECONDS)', () => {
    const windows: { file: string; seconds: number }[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
          for (const match of readFileSync(path, 'utf8').matchAll(/windowSeconds:\s*([^,};\n]+)/g)) {
            const text = (match[1] ?? '').trim();
            // A type (RateLimit's `number`, a parameter's `SQL | Placeholder`), or a limit passed on
            // (`limit.windowSeconds`): its value is set, and found, where the limit is written.
            if (/^(number|SQL|Placeholder)\b/.test(text) || /\.windowSeconds$/.test(text)) continue;
            // A window that is not a number here (a setting, a constant) must be added to this test.
            expect(text, `${path}: windowSeconds: ${text}`).toMatch(/^[\d_ *]+$/);
            const factors = text.split('*').map((part) => Number(part.replace(/[_\s]/g, '')));
            windows.push({ file: path, seconds: factors.reduce((product, factor) => product * factor, 1) });
          }
        }
      }
    };
    walk(join(import.meta.dirname, '..', '..'));
    expect(windows.length).toBeGreaterThan(5);
    for (const window of windows) {
      expect(window.seconds, window.file).toBeGreaterThan(0);
      expect(window.seconds, window.file).toBeLessThanOrEqual(LONGEST_RATE_LIMIT_WINDOW_SECONDS);
    }
  });

  it('deletes week-old payment events of unknown references, keeps those of real requests and recent ones', async () => {
    await createPaymentMethod(t.db, { code: 101, name: 'Debit/Credit Card' });
    const real = await createTopupRequestRow(t.db, { customerId, paymentMethodCode: 101 });
    const event = (referenceNumber: string, age: string, kind = 'webhook') => ({
      referenceNumber,
      gateway: 'sandbox',
      kind,
      outcome: 'test',
      createdAt: ago(age),
    });
    await t.db
      .insert(paymentEvents)
      .values([
        event(real.referenceNumber, '30 days', 'create_checkout'),
        event('FORGED0001', '8 days'),
        event('FORGED0002', '8 days'),
        event(real.referenceNumber, '8 days', 'post'),
        event('FORGED0003', '6 days'),
        event('FORGED0004', '1 minute'),
      ]);
    const kept = async () =>
      (
        await queryRows<{ reference: string; kind: string }>(
          t.db,
          sql`select reference_number as reference, kind from payment_events order by id`,
        )
      ).map((row) => `${row.reference === real.referenceNumber ? 'REAL' : row.reference}:${row.kind}`);
    expect(await purgeUnmatchedPaymentEvents(t.db)).toBe(2);
    expect(await kept()).toEqual([
      'REAL:create_checkout',
      'REAL:post',
      'FORGED0003:webhook',
      'FORGED0004:webhook',
    ]);
    // It stopped at the first event still too young, and goes on from there once it has aged.
    await t.db.execute(sql`update payment_events set created_at = now() - interval '8 days'
      where reference_number = 'FORGED0003'`);
    expect(await purgeUnmatchedPaymentEvents(t.db)).toBe(1);
    expect(await kept()).toEqual(['REAL:create_checkout', 'REAL:post', 'FORGED0004:webhook']);
    // The events it kept are not read again: the cursor is past them.
    const [job] = await queryRows<{ cursor: number }>(
      t.db,
      sql`select cursor from periodic_jobs where name = 'purge-payment-events'`,
    );
    const [young] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from payment_events where reference_number = 'FORGED0004'`,
    );
    expect(Number(job?.cursor)).toBe(Number(young?.id) - 1);
  });

  it('are jobs of the app runner, each run under its lease', async () => {
    await t.db.execute(sql`
      insert into rate_limits (key, window_start, count) values ('spent:by-the-job', now() - interval '1 day', 1)`);
    const names = ['purge-sessions', 'purge-idempotency-keys', 'purge-rate-limits', 'purge-payment-events'];
    expect(t.app.periodic.jobNames).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(await t.app.periodic.tick(name, { force: true })).toBe('ran');
    expect(await keysOf('rate_limits', 'key')).not.toContain('spent:by-the-job');
    const rows = await queryRows<{ name: string; last_error: string | null }>(
      t.db,
      sql`select name, last_error from periodic_jobs where name like 'purge-%' and last_finished_at is not null`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    expect(rows.every((row) => row.last_error === null)).toBe(true);
  });
});
