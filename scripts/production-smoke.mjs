// The production path of docs/DEPLOYMENT.md and the Dockerfile, outside a container: build, copy the built
// app with package.json and package-lock.json into an empty folder, install the production dependencies
// alone there, start it with the production command (package.json's start:prod) on a fresh PostgreSQL
// database, and drive it over HTTP: no demo data unless asked, the app at / for a client without
// Accept-Encoding, a pay-on-site top-up created and found again, then SIGTERM and a clean exit.
// Usage: node scripts/production-smoke.mjs   (PostgreSQL at SMOKE_DATABASE_URL, default 127.0.0.1:5432)
//        node scripts/production-smoke.mjs --built   uses the dist already built (CI, after npm test built it)
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const adminUrl = process.env.SMOKE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
let passed = 0;
let failed = 0;

function check(label, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok || !detail ? '' : `: ${detail}`}`);
}

const step = (text) => console.log(`== ${text} (${Math.round((Date.now() - started) / 1000)} s)`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.argv.includes('--built')) {
  if (!existsSync('dist/server/src/main.js'))
    throw new Error('--built, but dist/ holds no build: npm run build');
  step('the dist already built');
} else {
  step('npm run build');
  execFileSync(npm, ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const folder = mkdtempSync(join(tmpdir(), 'ewallet-production-'));
for (const path of ['dist', 'package.json', 'package-lock.json'])
  cpSync(path, join(folder, path), { recursive: true });
step(`npm ci --omit=dev in an empty folder`);
execFileSync(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: folder,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browserOnly = ['react', 'react-dom', '@mantine/core', '@tanstack/react-query', 'react-router'];
const installed = browserOnly.filter((name) => existsSync(join(folder, 'node_modules', name)));
check(
  'no browser-only package installed (the web app is bundled)',
  installed.length === 0,
  installed.join(', '),
);
const size = execFileSync('du', ['-sm', join(folder, 'node_modules')])
  .toString()
  .split('\t')[0];
console.log(`     production node_modules: ${size} MB`);

const startCommand = JSON.parse(readFileSync('package.json', 'utf8')).scripts['start:prod'];
const [program, ...args] = startCommand.split(' ');
check(
  'start:prod is node and the built entry point, no build',
  program === 'node' && !/build/.test(startCommand),
);

const name = `smoke_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the production command in the folder; resolves when /readyz answers 200. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not get ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A GET as curl or a load balancer's health check sends it: node:http adds no Accept-Encoding. */
function get(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    }).on('error', reject);
  });
}

const post = (url, body, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });

try {
  step('production start, no SEED_DEMO');
  let server = await startServer({});
  const page = await get(`${server.url}/`);
  check(
    '/ answers the app without Accept-Encoding',
    page.status === 200 && page.text.includes('id="root"'),
    `${page.status}`,
  );
  const lookup = await get(`${server.url}/api/Customers/CustomerByMobileNo?mobileNo=09171234567`);
  check('no demo data without SEED_DEMO', lookup.status === 404, `${lookup.status}`);
  check('exits 0 on SIGTERM', (await server.stop()) === 0);

  step('production start with SEED_DEMO=1');
  server = await startServer({ SEED_DEMO: '1' });
  const found = await fetch(`${server.url}/api/Customers/CustomerByMobileNo?mobileNo=09171234567`);
  const recipient = await found.json();
  const cookie = (found.headers.get('set-cookie') ?? '').split(';')[0];
  check('a demo customer is looked up', found.status === 200 && recipient.id > 0, `${found.status}`);
  const created = await post(
    `${server.url}/api/TopupRequests`,
    {
      topupOption: 2,
      ewalletAccountId: recipient.id,
      ewalletMobileNo: '09171234567',
      topupRequestAmount: 750,
      paymentMethodCode: 102,
      contactNumber: '09181112222',
      billingAddress: null,
    },
    cookie,
  );
  const { referenceNumber } = await created.json();
  check(
    'a pay-on-site top-up is created',
    created.status === 200 && /^[A-Z0-9]{6,}$/.test(referenceNumber ?? ''),
    `${created.status}`,
  );
  const search = await post(`${server.url}/api/TopupRequests/Search`, {
    referenceNumber,
    supportingReference: '750',
  });
  const request = await search.json();
  check(
    'it is found again by search, pending, for 750 pesos on site',
    search.status === 200 &&
      request.referenceNumber === referenceNumber &&
      request.topupRequestAmount === 750 &&
      request.paymentMethodCode === 102 &&
      request.statusText === 'Pending',
    `${search.status} ${JSON.stringify(request).slice(0, 200)}`,
  );
  // fetch asks for gzip and undoes it: the header says what travelled.
  const docs = await fetch(`${server.url}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    'a large API answer travels gzip-compressed when asked',
    docs.headers.get('content-encoding') === 'gzip' && (await docs.json()).openapi === '3.1.0',
  );
  check('exits 0 on SIGTERM', (await server.stop()) === 0);
} catch (error) {
  check('the production run', false, error instanceof Error ? error.message : String(error));
} finally {
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
}

console.log(
  `production smoke: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(failed === 0 ? 0 : 1);
