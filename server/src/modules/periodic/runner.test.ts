import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-instance.ts';
import { openPostgres, type Database, type DatabaseHandle } from '../../db/client.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { periodicJobs, topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { testConfig, useTestApp } from '../../../test/test-app.ts';
import { TOPUP_EXPIRY_JOB } from '../topups/expiry-runner.ts';
import { PeriodicRunner, type PeriodicJob } from './runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (a state, never a fixed time), failing after 20 s. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
    await sleep(50);
  }
}

/** Errors and warnings the runner logs, kept for the assertions; the rest goes nowhere. */
function memoryLog() {
  const lines: { level: string; object: unknown; message: unknown }[] = [];
  const at = (level: string) => (object: unknown, message?: unknown) =>
    void lines.push({ level, object, message });
  const log = {
    lines,
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: () => undefined,
    trace: () => undefined,
    fatal: at('fatal'),
    silent: () => undefined,
    level: 'info',
    child: () => log,
  };
  return log as typeof log & import('fastify').FastifyBaseLogger;
}

/**
 * A job that counts its runs and how many of them were going at once, across every runner it is added to
 * (two runners stand for two server processes).
 */
function probe(
  name: string,
  intervalSeconds: number,
  workMs: number,
  state = { runs: 0, inFlight: 0, maxInFlight: 0 },
) {
  const job: PeriodicJob = {
    name,
    intervalSeconds,
    firstRunDelayMs: 0,
    async run() {
      state.runs += 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      await sleep(workMs);
      state.inFlight -= 1;
    },
  };
  return { job, state };
}

/**
 * A second connection to the test's database, as a second server process has: its own pool on PostgreSQL;
 * on PGlite (one connection, one process) the same handle.
 */
async function secondHandle(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind === 'pglite') return { ...handle, close: async () => undefined };
  const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return openPostgres(url.toString(), 5);
}

async function jobRow(db: Database, name: string) {
  const [row] = await db.select().from(periodicJobs).where(eq(periodicJobs.name, name));
  return row;
}

describe('the periodic runner', () => {
  const t = useTestApp();
  let other: DatabaseHandle;

  beforeAll(async () => {
    other = await secondHandle(t.handle);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('runs a job on its schedule, never two runs of it at once, and waits for a run in progress at stop', async () => {
    const runner = new PeriodicRunner(t.db, memoryLog(), { dueShare: 0 });
    // Runs take 250 ms and a tick comes every 100 ms: most ticks find the job still running.
    const { job, state } = probe('own-schedule', 0.1, 250);
    runner.add(job);
    runner.start();
    for (let waited = 0; state.runs < 4 && waited < 10_000; waited += 50) await sleep(50);
    await runner.stop();
    expect(state.runs).toBeGreaterThanOrEqual(4);
    expect(state.maxInFlight).toBe(1);
    expect(state.inFlight).toBe(0); // stop waited for the last run
    const row = await jobRow(t.db, 'own-schedule');
    expect(row?.lockedBy).toBeNull();
    expect(row?.lastFinishedAt).not.toBeNull();
    // Stopped means stopped: a timer left behind would tick into this, and the job would not run.
    const runs = state.runs;
    expect(await runner.tick('own-schedule', { force: true })).toBe('stopped');
    expect(state.runs).toBe(runs);
  });

  it('logs a failed run, records it on the job, and runs again at the next tick', async () => {
    const log = memoryLog();
    const runner = new PeriodicRunner(t.db, log, { dueShare: 0 });
    let calls = 0;
    runner.add({
      name: 'fails-once',
      intervalSeconds: 3600,
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('the provider is down');
      },
    });
    expect(await runner.tick('fails-once')).toBe('failed');
    expect(log.lines.some((line) => line.level === 'error' && line.message === 'periodic job failed')).toBe(
      true,
    );
    expect((await jobRow(t.db, 'fails-once'))?.lastError).toBe('the provider is down');
    expect(await runner.tick('fails-once')).toBe('ran');
    expect((await jobRow(t.db, 'fails-once'))?.lastError).toBeNull();
    await runner.stop();
  });

  it('lets one of two processes run a job at a time, and about once per interval between them', async () => {
    // Two runners on one database, each with its own connection where the database has several.
    const first = new PeriodicRunner(t.db, memoryLog());
    const second = new PeriodicRunner(other.db, memoryLog());
    const shared = probe('shared', 0.3, 200);
    first.add(shared.job);
    second.add(shared.job);
    const started = Date.now();
    first.start();
    second.start();
    await waitUntil('five runs between the two runners', () => shared.state.runs >= 5);
    await Promise.all([first.stop(), second.stop()]);
    const elapsedMs = Date.now() - started;
    expect(shared.state.maxInFlight).toBe(1);
    // One run per interval or so between the two (the first at once), not one per interval each, which
    // would have made five runs in half the time.
    expect(shared.state.runs).toBeLessThanOrEqual(Math.floor(elapsedMs / 300) + 2);

    // Both asking at the very same moment: one runs, the other finds it running elsewhere.
    const a = new PeriodicRunner(t.db, memoryLog());
    const b = new PeriodicRunner(other.db, memoryLog());
    const race = probe('race', 3600, 300);
    a.add(race.job);
    b.add(race.job);
    const outcomes = await Promise.all([a.tick('race'), b.tick('race')]);
    expect(outcomes.sort()).toEqual(['ran', 'running-elsewhere']);
    expect(race.state.runs).toBe(1);
    // Just run: not due again for an interval, anywhere.
    expect(await b.tick('race')).toBe('not-due');
    await Promise.all([a.stop(), b.stop()]);
  });

  it('takes over a job whose process died mid-run once its lease has passed', async () => {
    await t.db.insert(periodicJobs).values({
      name: 'orphaned',
      lockedBy: 'a process that was killed',
      lockedUntil: sql`now() + interval '1 second'`,
      lastStartedAt: sql`now() - interval '1 hour'`,
    });
    const runner = new PeriodicRunner(t.db, memoryLog(), { leaseSeconds: 1 });
    const { job, state } = probe('orphaned', 60, 0);
    runner.add(job);
    expect(await runner.tick('orphaned')).toBe('running-elsewhere');
    // The lease passes (moved into the past rather than waited for).
    await t.db
      .update(periodicJobs)
      .set({ lockedUntil: sql`now() - interval '1 millisecond'` })
      .where(eq(periodicJobs.name, 'orphaned'));
    expect(await runner.tick('orphaned')).toBe('ran');
    expect(state.runs).toBe(1);
    await runner.stop();
  });

  it('keeps its lease while a run outlasts it, so no other process starts the job meanwhile', async () => {
    const slow = new PeriodicRunner(t.db, memoryLog(), { leaseSeconds: 0.6 });
    const eager = new PeriodicRunner(other.db, memoryLog(), { leaseSeconds: 0.6, dueShare: 0 });
    // A run that lasts until the test lets it finish: past its first lease, and renewed meanwhile.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const long = { runs: 0 };
    const job: PeriodicJob = {
      name: 'long-run',
      intervalSeconds: 3600,
      async run() {
        long.runs += 1;
        await finished;
      },
    };
    slow.add(job);
    eager.add(job);
    const running = slow.tick('long-run');
    await waitUntil('the run to start', () => long.runs === 1);
    const firstLease = (await jobRow(t.db, 'long-run'))?.lockedUntil;
    expect(firstLease).toBeTruthy();
    // Until the first lease's end is well past, the other process keeps finding the job taken.
    let tries = 0;
    await waitUntil('the first lease to pass', async () => {
      expect(await eager.tick('long-run')).toBe('running-elsewhere');
      tries += 1;
      const [row] = await queryRows<{ past: boolean }>(
        t.db,
        sql`select now() > ${firstLease!.toISOString()}::timestamptz + interval '300 milliseconds' as past`,
      );
      return row?.past === true;
    });
    expect(tries).toBeGreaterThan(1);
    finish();
    expect(await running).toBe('ran');
    expect(long.runs).toBe(1);
    await Promise.all([slow.stop(), eager.stop()]);
  });
});

describe('two app instances on one database', () => {
  const t = useTestApp();
  const apps: AppInstance[] = [];
  let other: DatabaseHandle;

  afterAll(async () => {
    for (const app of apps) await app.close();
    await other?.close();
  });

  it('expire each overdue top-up once, and never run one job in both at the same moment', async () => {
    const customer = await createCustomer(t.db);
    const method = await createPaymentMethod(t.db, { daysValidity: 1 });
    const overdue = [];
    for (let i = 0; i < 20; i += 1) {
      overdue.push(
        await createTopupRequestRow(t.db, {
          customerId: customer.id,
          paymentMethodCode: method.code,
          dateCreated: new Date(Date.now() - 3 * 86_400_000),
        }),
      );
    }
    other = await secondHandle(t.handle);
    // A job of the same name in both apps, as every job is in every process, counting for both together.
    const together = { runs: 0, inFlight: 0, maxInFlight: 0 };
    for (const handle of [{ ...t.handle, close: async () => undefined }, other]) {
      const app = await buildApp({
        config: testConfig({ topupExpiryIntervalSeconds: 1, paymentReconcileSeconds: 1 }),
        database: { ...handle, close: async () => undefined },
      });
      app.periodic.add(probe('probe', 0.2, 150, together).job);
      apps.push(app);
    }
    expect(apps[0]?.periodic.jobNames).toEqual(
      expect.arrayContaining([TOPUP_EXPIRY_JOB, 'card-reconciliation', 'probe']),
    );
    await Promise.all(apps.map((app) => app.ready()));
    const ids = overdue.map((request) => request.id);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await t.db
        .select({ status: topupRequests.status })
        .from(topupRequests)
        .where(inArray(topupRequests.id, ids));
      if (rows.every((row) => row.status === TopupStatus.Expired)) break;
      if (Date.now() > deadline) throw new Error('the requests were not expired within 10 s');
      await sleep(200);
    }
    // Two more expiry runs after the last request expired, which must expire none of them again.
    const expiredBy = (await jobRow(t.db, TOPUP_EXPIRY_JOB))?.lastFinishedAt?.getTime() ?? 0;
    await waitUntil('two more expiry runs', async () => {
      const finishedAt = (await jobRow(t.db, TOPUP_EXPIRY_JOB))?.lastFinishedAt?.getTime() ?? 0;
      return finishedAt > expiredBy + 1_500 && together.runs > 2;
    });
    await Promise.all(apps.map((app) => app.periodic.stop()));
    const history = await t.db
      .select({ id: topupStatusHistory.id })
      .from(topupStatusHistory)
      .where(inArray(topupStatusHistory.topupRequestId, ids));
    // The creation and one expiry each.
    expect(history).toHaveLength(40);
    // The two apps' probes never overlapped: one run in flight at most, counting both.
    expect(together.maxInFlight).toBe(1);
    expect(together.inFlight).toBe(0);
    expect(together.runs).toBeGreaterThan(2);
    const row = await jobRow(t.db, TOPUP_EXPIRY_JOB);
    expect(row?.lastStartedAt).not.toBeNull();
  });
});
