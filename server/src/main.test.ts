import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { mkdtempSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startFakeMaya } from '../test/fake-maya-server.ts';
import {
  createScratchDatabase,
  serverEntryArguments,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { createCustomer, createPaymentMethod } from './demo/factories.ts';
import { migrate } from './db/migrate.ts';

/** Runs the real entry point (built, or through tsx) and collects what it prints and how it ends. */
function runServer(env: Record<string, string>, untilReady?: (output: string) => boolean) {
  return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const child = spawn(process.execPath, serverEntryArguments(), {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', PORT: '0', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (untilReady?.(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr, stdout }));
  });
}

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'ewallet-main-'));

function expectOneLineFailure(result: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
}

describe('start-up with bad configuration', { timeout: 120_000 }, () => {
  it('rejects an unknown PAYMENT_GATEWAY', async () => {
    expectOneLineFailure(
      await runServer({ PAYMENT_GATEWAY: 'bitcoin', DATA_DIR: freshDataDir() }),
      /PAYMENT_GATEWAY/,
    );
  });

  it('rejects an unreachable DATABASE_URL without printing its password', async () => {
    const result = await runServer({ DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/nothing' });
    expectOneLineFailure(result, /Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/nothing\)/);
    expect(result.stderr).not.toContain('s3cret');
  });

  it('rejects a DATA_DIR it cannot write', async () => {
    const file = join(freshDataDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    expectOneLineFailure(await runServer({ DATA_DIR: join(file, 'data') }), /DATA_DIR .* is not writable/);
  });

  it('rejects a port that is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: freshDataDir() });
      expectOneLineFailure(result, new RegExp(`port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  });
});

describe('shutdown', { timeout: 120_000 }, () => {
  it('exits cleanly on SIGTERM and releases the data directory', async () => {
    const dataDir = freshDataDir();
    const result = await runServer({ DATA_DIR: dataDir }, (output) => output.includes('Server listening'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('shutting down');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

/**
 * A migrated database for a server process, holding a customer and the card method: a PGlite data folder
 * made from the run's template, or a scratch PostgreSQL database when the run has DATABASE_URL. Quicker
 * than the demo seed, which would double the start-up time of the process.
 */
async function prepareCardShop(): Promise<{
  env: Record<string, string>;
  customerId: number;
  drop(): Promise<void>;
}> {
  const templateFile = inject('pgliteTemplateFile');
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  let drop = async () => {};
  if (templateFile) {
    const dataDir = freshDataDir();
    handle = await openPglite({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(templateFile)]),
    });
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  } else {
    const scratch = await createScratchDatabase();
    handle = openPostgres(scratch.url, 2);
    await migrate(handle);
    env = { DATABASE_URL: scratch.url };
    drop = scratch.drop;
  }
  try {
    const customer = await createCustomer(handle.db, { mobileNo: '09171230077' });
    await createPaymentMethod(handle.db, { code: 101, name: 'Debit/Credit Card' });
    return { env: { ...env, SEED_DEMO: 'false' }, customerId: customer.id, drop };
  } finally {
    await handle.close();
  }
}

/** Whether a new TCP connection to the port is refused (the server no longer listens). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('shutdown with a request in flight', { timeout: 180_000 }, () => {
  // The request that naturally takes time: a card top-up waits for the provider's checkout, here a fake
  // Maya that answers only when the test lets it. SIGTERM arrives while it waits.
  it('finishes the request in flight with 200, refuses new connections, then exits 0', async () => {
    const fake = await startFakeMaya();
    let releaseProvider = () => {};
    fake.misbehave('checkout', {
      kind: 'hold',
      until: new Promise<void>((resolve) => (releaseProvider = resolve)),
    });
    const shop = await prepareCardShop();
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({
        ...shop.env,
        PAYMENT_GATEWAY: 'maya',
        MAYA_BASE_URL: fake.url,
        MAYA_PUBLIC_KEY: fake.publicKey,
        MAYA_SECRET_KEY: fake.secretKey,
        PAYMENT_TIMEOUT_MS: '60000',
        PAYMENT_RECONCILE_SECONDS: '0',
        TOPUP_EXPIRY_INTERVAL_SECONDS: '0',
      });
      const port = Number(new URL(server.url).port);
      const inFlight = fetch(`${server.url}/api/topuprequests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          topupOption: 2,
          ewalletAccountId: shop.customerId,
          ewalletMobileNo: '09171230077',
          topupRequestAmount: 500,
          paymentMethodCode: 101,
          contactNumber: '09171230077',
          billingAddress: null,
        }),
      });
      const deadline = Date.now() + 60_000;
      while (!fake.requests.some((r) => r.path === '/checkout/v1/checkouts')) {
        if (Date.now() > deadline) throw new Error('the top-up never reached the provider');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const exited = server.stop('SIGTERM');
      while (!(await connectionRefused(port))) {
        if (Date.now() > deadline) throw new Error('the server kept accepting connections after SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Not listening any more, but still alive: it waits for the request in flight.
      expect(server.child.exitCode).toBeNull();

      releaseProvider();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { referenceNumber: string; checkoutUrl: string };
      expect(body.referenceNumber).toMatch(/^[23456789A-Z]{10}$/);
      expect(body.checkoutUrl.startsWith(`${fake.url}/v2/checkout?id=`)).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      releaseProvider();
      await server?.stop('SIGKILL');
      await fake.close();
      await shop.drop();
    }
  });
});
