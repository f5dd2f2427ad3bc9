import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A raw session for work that needs one connection throughout: migrations and their lock. */
export interface RawSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  withSession<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, to clone a database in tests. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const kinds = new WeakMap<Database, DatabaseHandle['kind']>();

/**
 * Which engine a handle's `db` runs on, for the rare query whose best shape differs between them (see
 * retrieveTopups); undefined for a transaction's `tx`. Everything else runs the same on both.
 */
export function databaseKindOf(db: Database): DatabaseHandle['kind'] | undefined {
  return kinds.get(db);
}

/** int8 as a JavaScript number: every count and centavo amount we keep is far below 2^53. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value out of safe range: ${value}`);
  return parsed;
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that its server ends (a restart, a failover, pg_terminate_backend) emits `error` on its
  // client. The pool listens only while the client is idle: one checked out at that moment (a transaction
  // between two statements) would throw the event at the process and end it, taking every request in
  // flight with it. Each client gets a listener for its whole life instead; the statement that was running
  // fails on its own (answered 503), the broken client is not given out again, and the next checkout
  // connects anew.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  kinds.set(db, 'postgres');
  return {
    kind: 'postgres',
    db,
    async ping() {
      await pool.query('select 1');
    },
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
          exec: async (script) => {
            await client.query(script);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  // One options object: PGlite ignores a second argument when the first is not a string.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  kinds.set(db, 'pglite');
  return {
    kind: 'pglite',
    db,
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    withSession: (work) =>
      work({
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
        exec: async (script) => {
          await client.exec(script);
        },
      }),
    dump: async () => client.dumpDataDir('gzip'),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
