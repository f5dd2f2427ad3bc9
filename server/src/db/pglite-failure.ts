import type { PGlite } from '@electric-sql/pglite';
import { serializeError } from '../logging.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * The exit code of a server whose PGlite failed for good (decision 0015): distinct from 1 (could not start),
 * so that an operator reading `systemctl status` or `docker ps` tells the two apart. 75 is EX_TEMPFAIL:
 * start it again once the cause (most often a full disk) is gone.
 */
export const PGLITE_FAILED_EXIT_CODE = 75;

/**
 * PGlite is PostgreSQL in one process, compiled to WebAssembly and run on the main thread. When its
 * PostgreSQL answers PANIC or FATAL (a new WAL segment it cannot write on a full disk: "could not write to
 * file "pg_wal/xlogtemp.42": No space left on device", SQLSTATE 53100), a real PostgreSQL would end that
 * backend and start again from its WAL. PGlite cannot: the next statement sent to it loops for ever inside
 * WebAssembly, so the event loop stops, nothing answers (not even /healthz) and SIGTERM is never handled.
 * An ordinary ERROR ("could not extend file", also 53100) is not this: the statement fails, the transaction
 * rolls back and PGlite goes on.
 */
export function isPgliteFailure(error: unknown): boolean {
  const severity = (error as { severity?: unknown } | null)?.severity;
  return severity === 'PANIC' || severity === 'FATAL';
}

/**
 * The one line the server prints as it exits: what PGlite said, as the logs say it (quoted values blanked),
 * and what to do.
 */
export function describePgliteFailure(error: unknown, dataDir: string): string {
  const { code, message } = serializeError(error);
  const severity = (error as { severity?: string }).severity;
  const what = [severity, code].filter(Boolean).join(' ');
  return (
    `Stopping: the database in DATA_DIR ${dataDir} failed (${what}: ${message}) and ` +
    `cannot go on; exiting with code ${PGLITE_FAILED_EXIT_CODE}. If its disk is full, free space there; ` +
    'the server replays its WAL when it starts again'
  );
}

/** What every later statement gets once PGlite has failed: crash_shutdown, answered 503 like an outage. */
class PgliteStoppedError extends Error {
  readonly code = '57P02';
  constructor() {
    super('the database stopped after a failure and the server must be restarted');
  }
}

/**
 * Watches a PGlite handle for PANIC and FATAL answers. At the first one `onFailure` is called, before any
 * other statement can reach PGlite (the statement's own PGlite lock is still held), and from then on every
 * statement fails at once instead of looping. PostgreSQL handles are left alone: a PostgreSQL server
 * recovers by itself and its connections fail cleanly.
 */
export function watchPgliteFailure(handle: DatabaseHandle, onFailure: (error: unknown) => void): void {
  if (handle.kind !== 'pglite') return;
  // Drizzle keeps the driver's client on the database object; openPglite does not hand it out otherwise.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  let failed = false;
  const runStatement = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    if (failed) throw new PgliteStoppedError();
    return runStatement(message);
  };
  // Every query, exec, transaction and close goes through one of these two, which throw the error PGlite
  // answered; the raw methods above them return it unread.
  const execProtocol = client.execProtocol.bind(client);
  client.execProtocol = async (message, options) => {
    try {
      return await execProtocol(message, options);
    } catch (error) {
      noticeFailure(error);
      throw error;
    }
  };
  const execProtocolStream = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (message, options) => {
    try {
      return await execProtocolStream(message, options);
    } catch (error) {
      noticeFailure(error);
      throw error;
    }
  };
  function noticeFailure(error: unknown) {
    if (failed || !isPgliteFailure(error)) return;
    failed = true;
    onFailure(error);
  }
}
