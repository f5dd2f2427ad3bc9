import pg from 'pg';

/** Benchmarks only ever touch this machine's own database server. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function assertLocalDatabase(url: string): void {
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.has(parsed.hostname)) {
    throw new Error(`Benchmarks run against a local database only, not ${parsed.hostname}`);
  }
  if (!/^\/[A-Za-z0-9_]+$/.test(parsed.pathname))
    throw new Error('The database URL needs a plain database name');
}

/** Runs statements on the server's `postgres` database, the one to create and drop others from. */
async function onServer(
  url: string,
  work: (client: pg.Client, name: string) => Promise<void>,
): Promise<void> {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  parsed.pathname = '/postgres';
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Drops and creates the URL's database. */
export async function recreatePostgresDatabase(url: string): Promise<void> {
  await onServer(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** Drops the URL's database (a benchmark's own, when it is done). */
export async function dropPostgresDatabase(url: string): Promise<void> {
  await onServer(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}
