import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as a database driver was asked to run it: its text and its parameters. */
export interface SentStatement {
  text: string;
  params: readonly unknown[];
}

type Query = (...args: unknown[]) => unknown;

/**
 * Records every statement the process hands to a database driver (node-postgres' Client, which its Pool
 * uses, and PGlite), from the call until stop(): what the server really sends, whatever layer built it.
 * A spy on the drivers' own entry points, not a stand-in: each statement still runs as before.
 */
export function recordSentStatements(): { sent: SentStatement[]; stop: () => void } {
  const sent: SentStatement[] = [];
  const pgQuery = pg.Client.prototype.query as unknown as Query;
  const pgliteQuery = PGlite.prototype.query as unknown as Query;
  const pgliteExec = PGlite.prototype.exec as unknown as Query;
  const record = (first: unknown, second: unknown) => {
    if (typeof first === 'string') sent.push({ text: first, params: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      sent.push({ text: config.text, params: Array.isArray(second) ? second : (config.values ?? []) });
    }
  };
  const spy = (original: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      record(args[0], args[1]);
      return original.apply(this, args);
    };
  (pg.Client.prototype as unknown as { query: Query }).query = spy(pgQuery);
  (PGlite.prototype as unknown as { query: Query }).query = spy(pgliteQuery);
  (PGlite.prototype as unknown as { exec: Query }).exec = spy(pgliteExec);
  return {
    sent,
    stop: () => {
      (pg.Client.prototype as unknown as { query: Query }).query = pgQuery;
      (PGlite.prototype as unknown as { query: Query }).query = pgliteQuery;
      (PGlite.prototype as unknown as { exec: Query }).exec = pgliteExec;
    },
  };
}
