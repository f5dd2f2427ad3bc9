import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the connection string of the migrated template database. */
    postgresTemplateUrl: string | null;
    /** PGlite: a file holding a dump of a migrated database. */
    pgliteTemplateFile: string | null;
  }
}

/**
 * Migrates one template database for the whole run; each test file clones it (CREATE DATABASE ... TEMPLATE
 * on PostgreSQL, loadDataDir on PGlite), which takes about a second instead of a cold start of seven.
 */
export default async function setup(project: TestProject) {
  // The project's own DATABASE_URL (vitest.config.ts empties it for the PGlite projects), else the run's.
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const templateUrl = new URL(databaseUrl);
    templateUrl.pathname = `/${templateName}`;
    const template = openPostgres(templateUrl.toString(), 1);
    await migrate(template);
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl.toString());
    project.provide('pgliteTemplateFile', null);
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ewallet-test-'));
  const file = join(dir, 'template.tar.gz');
  const template = await openPglite();
  await migrate(template);
  if (!template.dump) throw new Error('PGlite handle cannot dump');
  const dump = await template.dump();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('postgresTemplateUrl', null);
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
