import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.ts';

/**
 * A clean, migrated database for one test file: PostgreSQL when DATABASE_URL is set (a new database
 * cloned from the run's template, dropped on close), PGlite in memory otherwise.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) return createPostgresClone(templateUrl);
  const templateFile = inject('pgliteTemplateFile');
  if (!templateFile) throw new Error('the global setup provided no template database');
  return openPglite({ loadDataDir: new Blob([readFileSync(templateFile)]) });
}

async function createPostgresClone(templateUrl: string): Promise<DatabaseHandle> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(process.env.DATABASE_URL ?? templateUrl);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  // Two files cloning the template at the same instant can collide on the template's lock; try again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${templateName}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 20);
  const close = handle.close;
  return {
    ...handle,
    async close() {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/**
 * An empty database, not migrated, for a test of a migration on data written before it: a new PostgreSQL
 * database when DATABASE_URL is set (named after the run's own, so parallel runs on one server never meet;
 * dropped on close), PGlite in memory otherwise.
 */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite();
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_m_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 1);
  const close = handle.close;
  return {
    ...handle,
    async close() {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
