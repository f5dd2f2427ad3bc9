import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

/**
 * One runner for the server's periodic work (docs/decisions/0010-periodic-jobs-and-idempotency-leases.md).
 * Each job runs on its own schedule from the app's onReady to its preClose, never overlaps itself, and
 * a failure is logged and tried again at the next tick, never thrown.
 *
 * Several processes may run the same jobs on one database: a job runs only in the process that holds its
 * lease, a row in periodic_jobs taken by one atomic upsert (the same SQL on PostgreSQL and PGlite). The
 * lease is renewed while the job runs; a process that dies mid-run leaves a lease that passes within
 * LEASE_SECONDS, and another process takes the job up at its next tick. The row also says when the job
 * last started, and a process takes the job only when an interval has nearly passed since: N processes
 * together run a job about once per interval, not N times.
 */
export interface PeriodicJob {
  /** Unique among the jobs: the key of the job's lease row. */
  name: string;
  /** How often the job runs, across all processes; 0 or less = the job is off. */
  intervalSeconds: number;
  /**
   * How long after start-up this process first tries the job; the runner's firstRunDelayMs by default,
   * never more than the interval.
   */
  firstRunDelayMs?: number;
  /** The work. It must be safe to run again after a run that died midway (the lease then passes). */
  run(): Promise<void>;
}

export interface PeriodicRunnerOptions {
  /** On PGlite a query holds the main thread, and start-up (listening, signal handlers) should finish first. */
  firstRunDelayMs: number;
  /** How long a run holds its job without renewing; renewed every third of it while the job runs. */
  leaseSeconds: number;
  /** Which share of the interval must have passed since the job last started anywhere (1 = all of it). */
  dueShare: number;
}

export const FIRST_RUN_DELAY_MS = 2_000;
export const LEASE_SECONDS = 60;

/**
 * A tick comes every interval in each process, give or take the timers' drift; with 0.9 a tick a little
 * early still finds the job due, and a second process a few seconds behind the first finds it not due.
 */
export const DEFAULT_RUNNER_OPTIONS: PeriodicRunnerOptions = {
  firstRunDelayMs: FIRST_RUN_DELAY_MS,
  leaseSeconds: LEASE_SECONDS,
  dueShare: 0.9,
};

/** What one attempt at a job came to. */
export type TickOutcome = 'ran' | 'failed' | 'not-due' | 'running-elsewhere' | 'running-here' | 'stopped';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class PeriodicRunner {
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly running = new Map<string, Promise<TickOutcome>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly options: PeriodicRunnerOptions;
  private readonly owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: Partial<PeriodicRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
  }

  /** Adds a job; a job that is off (interval 0) is ignored. Only before start. */
  add(job: PeriodicJob): void {
    if (this.started) throw new Error(`periodic job ${job.name} added after the runner started`);
    if (this.jobs.has(job.name)) throw new Error(`periodic job ${job.name} added twice`);
    if (job.intervalSeconds > 0) this.jobs.set(job.name, job);
  }

  /** The names of the jobs that are on, for logs and tests. */
  get jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  /** Starts every job's timers: the first try after its first-run delay, then one each interval. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) {
      const intervalMs = job.intervalSeconds * 1000;
      const first = setTimeout(
        () => void this.tick(job.name),
        Math.min(job.firstRunDelayMs ?? this.options.firstRunDelayMs, intervalMs),
      );
      const every = setInterval(() => void this.tick(job.name), intervalMs);
      // The timers never keep the process alive; closing the app stops them.
      first.unref();
      every.unref();
      this.timers.push(first, every);
    }
  }

  /** Stops the timers and waits for the runs in progress (called before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    await Promise.all(this.running.values());
  }

  /**
   * One try at a job: skipped while this process runs it, while another process holds its lease, or (unless
   * `force`) when it started somewhere less than an interval ago; otherwise run under the lease. Never
   * throws: a failure is logged and recorded on the job's row.
   */
  tick(name: string, { force = false }: { force?: boolean } = {}): Promise<TickOutcome> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`no periodic job ${name}`));
    if (this.stopped) return Promise.resolve('stopped');
    const inProgress = this.running.get(name);
    if (inProgress) return Promise.resolve('running-here');
    const run = this.runUnderLease(job, force).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private async runUnderLease(job: PeriodicJob, force: boolean): Promise<TickOutcome> {
    const token = `${this.owner}/${randomUUID().slice(0, 8)}`;
    let taken: 'taken' | 'not-due' | 'running-elsewhere';
    try {
      taken = await this.takeLease(job, token, force);
    } catch (error) {
      this.log.warn({ err: error, job: job.name }, 'periodic job could not take its lease');
      return 'failed';
    }
    if (taken !== 'taken') return taken;

    const renewEvery = Math.max(100, (this.options.leaseSeconds * 1000) / 3);
    const renewal = setInterval(() => {
      this.renewLease(job.name, token).catch((error: unknown) =>
        this.log.warn({ err: error, job: job.name }, 'periodic job could not renew its lease'),
      );
    }, renewEvery);
    renewal.unref();
    let failure: unknown = null;
    try {
      await job.run();
    } catch (error) {
      failure = error;
      this.log.error({ err: error, job: job.name }, 'periodic job failed');
    } finally {
      clearInterval(renewal);
    }
    try {
      await this.releaseLease(job.name, token, failure);
    } catch (error) {
      // The lease passes by itself; the next run goes ahead then.
      this.log.warn({ err: error, job: job.name }, 'periodic job could not release its lease');
    }
    return failure === null ? 'ran' : 'failed';
  }

  /**
   * One statement, so that of several processes asking at once exactly one gets the lease: ON CONFLICT DO
   * UPDATE locks the row and checks the WHERE against its latest version, on PostgreSQL as on PGlite.
   */
  private async takeLease(
    job: PeriodicJob,
    token: string,
    force: boolean,
  ): Promise<'taken' | 'not-due' | 'running-elsewhere'> {
    const lease = sql`now() + make_interval(secs => ${this.options.leaseSeconds})`;
    const minimumGap = force ? 0 : job.intervalSeconds * this.options.dueShare;
    const taken = rowsOf<{ name: string }>(
      await this.db.execute(sql`
        insert into periodic_jobs as j (name, locked_until, locked_by, last_started_at)
        values (${job.name}, ${lease}, ${token}, now())
        on conflict (name) do update
          set locked_until = excluded.locked_until, locked_by = excluded.locked_by, last_started_at = now()
          where (j.locked_until is null or j.locked_until < now())
            and (j.last_started_at is null
              or j.last_started_at <= now() - make_interval(secs => ${minimumGap}))
        returning j.name`),
    );
    if (taken.length > 0) return 'taken';
    const [row] = rowsOf<{ held: boolean }>(
      await this.db.execute(sql`
        select coalesce(locked_until >= now(), false) as held from periodic_jobs where name = ${job.name}`),
    );
    return row?.held ? 'running-elsewhere' : 'not-due';
  }

  private async renewLease(name: string, token: string): Promise<void> {
    await this.db.execute(sql`
      update periodic_jobs set locked_until = now() + make_interval(secs => ${this.options.leaseSeconds})
      where name = ${name} and locked_by = ${token}`);
  }

  private async releaseLease(name: string, token: string, failure: unknown): Promise<void> {
    const error = failure === null ? null : String((failure as Error)?.message ?? failure).slice(0, 500);
    await this.db.execute(sql`
      update periodic_jobs
      set locked_until = null, locked_by = null, last_finished_at = now(), last_error = ${error}
      where name = ${name} and locked_by = ${token}`);
  }
}
