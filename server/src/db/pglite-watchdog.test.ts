import { execFileSync, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const WATCHDOG = new URL('./pglite-watchdog.ts', import.meta.url).href;

/** Whether this machine lets us run a process as process 1 of a PID namespace of its own (root can). */
function canRunAsProcessOne(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const STOPPING_LINE =
  'Stopping: the server has not answered for 2 s (its database, PGlite, is stuck); exiting with code 75 ' +
  'so that it is restarted';
// What Node prints as it exits with the watchdog's inspector session open.
const NODE_INSPECTOR_LINE = 'Waiting for the debugger to disconnect...';

/**
 * Runs a small program in a process of its own: it starts the watchdog with a limit of `limitSeconds`, then
 * does `work` on its main thread. Answers how the process ended, after how long, and what it printed.
 */
function runWithWatchdog(limitSeconds: number, work: string, { asProcessOne = false } = {}) {
  const program = `
    import { startPgliteWatchdog } from ${JSON.stringify(WATCHDOG)};
    startPgliteWatchdog(${limitSeconds});
    ${work}
  `;
  const started = Date.now();
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '--eval', program];
  const [command, ...args] = asProcessOne ? ['unshare', '--pid', '--fork', ...node] : node;
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; signal: string | null; seconds: number; stderr: string }>(
    (resolve) =>
      child.on('exit', (code, signal) =>
        resolve({ code, signal, seconds: (Date.now() - started) / 1_000, stderr }),
      ),
  );
}

describe('the PGlite watchdog', { timeout: 60_000 }, () => {
  // Stuck as PGlite gets stuck: a loop that never yields, so that no timer and no signal handler runs.
  const stuck = `process.on('SIGTERM', () => {}); setTimeout(() => { for (;;); }, 100);`;

  const expectStoppedByWatchdog = (ended: Awaited<ReturnType<typeof runWithWatchdog>>) => {
    expect(ended).toMatchObject({ code: 75, signal: null });
    expect(ended.seconds).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = ended.stderr.trim().split('\n');
    expect(first).toBe(STOPPING_LINE);
    expect(rest.filter((line) => line !== NODE_INSPECTOR_LINE)).toEqual([]);
  };

  it('ends a process whose main thread is stuck, with one line and code 75, once the limit has passed', async () => {
    expectStoppedByWatchdog(await runWithWatchdog(2, stuck));
  });

  // A container without an init runs the server as process 1, which no signal of its own can end.
  it.runIf(canRunAsProcessOne())('ends it as well when it is process 1', async () => {
    const asOne = `if (process.pid !== 1) process.exit(9); ${stuck}`;
    expectStoppedByWatchdog(await runWithWatchdog(2, asOne, { asProcessOne: true }));
  });

  it('leaves alone a main thread that is busy but keeps answering', async () => {
    // Twice the limit of work in slices of 300 ms, each followed by a turn of the event loop.
    const ended = await runWithWatchdog(
      2,
      `const until = Date.now() + 4_000;
       const slice = () => {
         const end = Date.now() + 300;
         while (Date.now() < end);
         if (Date.now() < until) setImmediate(slice);
       };
       slice();`,
    );
    expect(ended).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(ended.seconds).toBeGreaterThanOrEqual(4);
  });

  it('does not keep a finished process alive', async () => {
    const ended = await runWithWatchdog(30, `process.stdout.write('done');`);
    expect(ended).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(ended.seconds).toBeLessThan(20);
  });
});
