import { Worker } from 'node:worker_threads';
import { PGLITE_FAILED_EXIT_CODE } from './pglite-failure.ts';

/**
 * The last guard against a PGlite that hangs (decision 0015). PGlite runs its PostgreSQL on the main thread,
 * so a statement that never returns stops everything on it: requests, timers, the SIGTERM handler. Nothing
 * there can notice. This watchdog is a worker thread: the main thread bumps a shared counter four times a
 * second, and when the counter has not moved for `limitSeconds` the watchdog writes one line to stderr and
 * ends the process with PGLITE_FAILED_EXIT_CODE, so that the supervisor restarts it and PGlite replays its
 * WAL.
 *
 * Ending it is the hard part. A worker's process.exit ends only the worker, and a signal to ourselves is
 * ignored when the server is process 1 (a container without an init): the kernel delivers nothing to
 * process 1 that it has no handler for, SIGKILL included. So the watchdog asks the main thread itself, through
 * Node's inspector in this process (no port is opened): V8 runs the request between two steps of whatever
 * is running, WebAssembly loops included. Node then prints "Waiting for the debugger to disconnect..." as
 * it exits. Should the main thread be stuck where V8 cannot interrupt it (inside a system call), SIGKILL
 * follows a few seconds later.
 *
 * watchPgliteFailure (pglite-failure.ts) catches the hang we know of before it starts; this is for the
 * ones we do not know of.
 */

// The main thread beats four times per check, so that a beat a little late never reads as a silent second.
const BEAT_MS = 250;
const CHECK_MS = 1_000;
/** Checks between asking the main thread to exit and SIGKILL. */
const GRACE_CHECKS = 5;

/**
 * The worker's code. Plain JavaScript, since a worker thread does not get tsx's loader in development. It
 * counts its own ticks without a beat rather than reading the clock, so that a machine that sleeps and
 * wakes (both threads paused alike) is not taken for a hang.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { beats, limitTicks, message, exitCode } = workerData;
let lastBeat = Atomics.load(beats, 0);
let silentTicks = 0;
let ticksSinceAsked = -1;
setInterval(() => {
  if (ticksSinceAsked >= 0) {
    ticksSinceAsked += 1;
    if (ticksSinceAsked >= ${GRACE_CHECKS}) process.kill(process.pid, 'SIGKILL');
    return;
  }
  const beat = Atomics.load(beats, 0);
  silentTicks = beat === lastBeat ? silentTicks + 1 : 0;
  lastBeat = beat;
  if (silentTicks < limitTicks) return;
  writeSync(2, message);
  ticksSinceAsked = 0;
  try {
    const { Session } = require('node:inspector');
    const session = new Session();
    session.connectToMainThread();
    session.post('Runtime.evaluate', { expression: 'process.exit(' + exitCode + ')' });
  } catch {
    process.kill(process.pid, 'SIGKILL'); // a Node built without the inspector
  }
}, ${CHECK_MS});
`;

/** Starts the watchdog; returns a function that stops it. */
export function startPgliteWatchdog(limitSeconds: number): () => void {
  const beats = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const message =
    `Stopping: the server has not answered for ${limitSeconds} s (its database, PGlite, is stuck); ` +
    `exiting with code ${PGLITE_FAILED_EXIT_CODE} so that it is restarted\n`;
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    // None of the main thread's node flags (tsx's loader, --input-type): the code above is plain CommonJS.
    execArgv: [],
    workerData: {
      beats,
      limitTicks: Math.ceil((limitSeconds * 1_000) / CHECK_MS),
      message,
      exitCode: PGLITE_FAILED_EXIT_CODE,
    },
  });
  // A watchdog that cannot start must not take the server down with it; say so and go on without.
  worker.on('error', (error) => process.stderr.write(`The PGlite watchdog stopped: ${error.message}\n`));
  worker.unref();
  const beat = setInterval(() => Atomics.add(beats, 0, 1), BEAT_MS);
  beat.unref();
  return () => {
    clearInterval(beat);
    void worker.terminate();
  };
}
