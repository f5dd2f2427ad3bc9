// Starts the built server for the browser tests on a database of its own, with demo data: a fresh
// PostgreSQL database when DATABASE_URL is set (dropped afterwards), else PGlite in a new temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Every browser test opens its top-ups from one address, for a handful of demo wallets: more than the
// limits on creating top-ups allow in an hour. Those limits have tests of their own.
const env = {
  ...process.env,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  TOPUP_CREATES_PER_ADDRESS: '100000',
  TOPUP_CREATES_PER_CUSTOMER: '100000',
  TOPUP_CREATES_PER_WALLET: '100000',
};
let cleanup = async () => undefined;

if (process.env.DATABASE_URL) {
  const name = `e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-e2e-'));
  env.DATA_DIR = dataDir;
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

const server = spawn(process.execPath, ['dist/server/src/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', async (code) => {
  await cleanup().catch(() => undefined);
  process.exit(code ?? 0);
});
