// Starts the built server for the browser benchmarks on 127.0.0.1: on a given local PostgreSQL database
// (--database-url, e.g. the generated million), else on a fresh PGlite folder with the demo data.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoStaffCode } from '../../scripts/demo-second-factor.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The launch flags of e2e/playwright.config.ts: they keep Chromium from stalling on a closed network.
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The build to run: --dist, else BENCH_DIST_DIR, else npm run build's dist/. */
export function distDirOf(option) {
  return resolve(option ?? process.env.BENCH_DIST_DIR ?? 'dist');
}

export async function startServer({ port, databaseUrl, distDir = distDirOf() }) {
  const script = join(distDir, 'server/src/main.js');
  const webDir = join(distDir, 'web');
  if (!existsSync(script) || !existsSync(join(webDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: npm run bench:build (or npm run build)`);
  }
  if (databaseUrl && !/^postgres(ql)?:\/\/[^@/]*@?(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl)) {
    throw new Error('The browser benchmarks run against a local database only');
  }
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'ewallet-web-bench-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    TOPUP_EXPIRY_INTERVAL_SECONDS: '0',
    WEB_DIST_DIR: webDir,
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' }
      : { DATA_DIR: dataDir, SEED_DEMO: 'true' }),
  };
  const child = spawn(process.execPath, [script], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 3 minutes');
    await sleep(250);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs the browser context in to the back office through the API (the cookie lands in the context). */
export async function logInBackOffice(context, url, mobileNo = '09170000001', password = 'demo1234') {
  const response = await context.request.post(`${url}/api/Customers/Login`, {
    data: { username: mobileNo, password, scope: 'backoffice', code: demoStaffCode() },
  });
  if (!response.ok()) throw new Error(`Back-office login failed: ${response.status()}`);
}
