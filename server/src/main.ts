import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import type { AppInstance } from './app-instance.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openStartUpDatabase } from './open-database.ts';
import { describePgliteFailure, PGLITE_FAILED_EXIT_CODE } from './db/pglite-failure.ts';
import { startPgliteWatchdog } from './db/pglite-watchdog.ts';
import { plainLogs } from './plain-logs.ts';
import { DEMO_DATA_WARNING, startLine } from './start-line.ts';

/** Ends start-up with one clear line on stderr and exit code 1. */
function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

/**
 * At a terminal, one plain line: where to go and, with demo data, how to log in and that it is not for real
 * money. In JSON logs, a warning that log collectors keep (Fastify has logged the address already).
 */
function announceStart(app: AppInstance, config: Config): void {
  const address = app.server.address() as AddressInfo;
  if (config.logFormat === 'plain') process.stdout.write(`${startLine(address, config.seedDemo)}\n`);
  else if (config.seedDemo) app.log.warn(DEMO_DATA_WARNING);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, release } = await openStartUpDatabase(config, {
    // PGlite cannot go on after a PANIC (a full disk): one line, and out at once for the supervisor to restart.
    onPgliteFailure: (error) => {
      process.stderr.write(`${describePgliteFailure(error, config.dataDir)}\n`);
      process.exit(PGLITE_FAILED_EXIT_CODE);
    },
  });
  const app = await buildApp({
    config,
    database: handle,
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'plain' && { stream: plainLogs(process.stdout) }),
    },
  });
  // SIGTERM: stop accepting, let in-flight requests finish, close the database, then exit. Installed before
  // listening, so that a signal right after start-up still shuts down cleanly.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish within 25 s; exiting');
      release();
      process.exit(1);
    }, 25_000);
    force.unref();
    // Node closes the keep-alive connections that are idle when the server closes, but not those busy at
    // that moment that fall idle later: a client that keeps its connection after its last answer would hold
    // the shutdown until the keep-alive time-out (KEEP_ALIVE_TIMEOUT_SECONDS, 72 s by default), past the 25 s
    // above. Close them as they fall idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
      release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    release();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(`port ${config.port} is already in use (set PORT to another port)`);
    if (code === 'EACCES') throw new ConfigError(`no permission to listen on port ${config.port}`);
    throw error;
  }
  // PGlite runs on this thread: a hang in it would stop everything here, SIGTERM included (decision 0015).
  // Armed once the server listens: opening PGlite and migrating hold the thread for long, legitimately, on
  // a busy machine; a start-up that hangs never becomes ready, which the supervisor's health check sees.
  const watchdogSeconds = config.databaseUrl ? 0 : config.pgliteWatchdogSeconds;
  if (watchdogSeconds > 0) startPgliteWatchdog(watchdogSeconds);
  announceStart(app, config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
});
