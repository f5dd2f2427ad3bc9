import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any number will do, as long as every process uses the same one: it serialises concurrent start-ups.
const MIGRATION_LOCK_ID = 727_001;

export function listMigrations(): { version: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8'),
    }));
}

/**
 * Applies, in order, the migration files not yet recorded in schema_migrations, each in its own
 * transaction. Several processes starting at once on one PostgreSQL wait for each other on an advisory lock.
 * Returns the versions it applied.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.withSession(async (session) => {
    // The lock comes first: two `create table if not exists` at the same moment on a fresh PostgreSQL
    // collide on the catalogue's unique index (pg_type_typname_nsp_index) instead of one seeing the other's.
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await session.exec(
        'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
      );
      const applied = new Set(
        (await session.query<{ version: string }>('select version from schema_migrations')).map(
          (r) => r.version,
        ),
      );
      const done: string[] = [];
      for (const migration of listMigrations()) {
        if (applied.has(migration.version)) continue;
        await session.exec('begin');
        try {
          await session.exec(migration.sql);
          await session.query('insert into schema_migrations (version) values ($1)', [migration.version]);
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          throw error;
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
