import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/server-process.ts';
import { openPostgres, type DatabaseHandle } from './client.ts';
import { listMigrations, migrate } from './migrate.ts';

/**
 * Several processes of a deployment (compose replicas, a rolling restart) start at the same moment on a
 * fresh PostgreSQL. Every one of them must come up: one migrates, the others wait and find nothing to do.
 * PostgreSQL only: PGlite is one process's own database.
 */
describe.runIf(process.env.DATABASE_URL)('migrations started by several processes at once', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase();
    for (let i = 0; i < 8; i += 1) handles.push(openPostgres(database.url, 1));
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });

  it('all succeed on a fresh database, and each migration is applied once', async () => {
    const applied = await Promise.all(handles.map((handle) => migrate(handle)));
    const versions = listMigrations().map((migration) => migration.version);
    expect(applied.flat().sort()).toEqual(versions);
    const rows = await handles[0]!.withSession((session) =>
      session.query<{ version: string }>('select version from schema_migrations order by version'),
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });
});
