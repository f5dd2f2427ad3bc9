import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, serverEntryArguments } from '../test/server-process.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openStartUpDatabase } from './open-database.ts';
import { isDatabaseEmpty } from './demo/seed.ts';
import { DEMO_DATA_WARNING } from './start-line.ts';

/** The settings this file decides on, removed from the test run's own environment. */
const DECIDING = ['DATABASE_URL', 'HOST', 'SEED_DEMO', 'LOG_FORMAT', 'LOG_LEVEL'];

interface Started {
  child: ChildProcess;
  stdout: () => string;
  exited: Promise<number | null>;
}

/** Starts the real entry point (built, or through tsx) and waits until its stdout shows `ready`. */
async function startServer(
  env: Record<string, string>,
  ready: (stdout: string) => boolean,
): Promise<Started> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !DECIDING.includes(name)));
  const child = spawn(process.execPath, serverEntryArguments(), {
    env: { ...base, PORT: '0', TOPUP_EXPIRY_INTERVAL_SECONDS: '0', PAYMENT_RECONCILE_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (ready(stdout)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it was ready: ${stderr}`)),
    );
  });
  return { child, stdout: () => stdout, exited };
}

/** Whether a TCP connection to address:port is accepted (true) or refused (false). */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    );
  });
}

const portOf = (text: string, address: string) =>
  Number(new RegExp(`"?http://${address.replace(/\./g, '\\.')}:(\\d+)`).exec(text)?.[1]);

describe('the embedded default (no DATABASE_URL)', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-defaults-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on this machine only and says, in one plain line, where to go and that the demo is not for real money', async () => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_FORMAT: 'plain' }, (out) => out.includes('\n'));
    try {
      const lines = server.stdout().trim().split('\n');
      expect(lines).toHaveLength(1);
      const line = lines[0] ?? '';
      const port = portOf(line, '127.0.0.1');
      expect(port).toBeGreaterThan(0);
      expect(line).toContain(`http://127.0.0.1:${port}/BackOffice`);
      expect(line).toMatch(/not for real money/);
      expect(line).toMatch(/09170000001 \(top-up admin\).*09171234567 \(customer\), password demo1234/);
      // The demo staff cannot sign in without it: the line says where their code comes from (issue 27).
      expect(line).toMatch(
        /authenticator app set up with the published key DEMOTOPUPSTAFFTOTPSECRET2FA7QXYZ/,
      );
      expect(line).not.toMatch(/^\{/);

      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      // The demo logins it names work.
      const login = await fetch(`http://127.0.0.1:${port}/api/Customers/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '09170000001', password: 'demo1234', scope: 'backoffice' }),
      });
      expect(login.status).toBe(200);
      // Bound to 127.0.0.1 alone: another address of this machine, even another loopback one, is refused,
      // where a server on every interface (0.0.0.0) would accept it.
      expect(await accepts('127.0.0.1', port)).toBe(true);
      expect(await accepts('127.0.0.2', port)).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('writes JSON lines when stdout is no terminal, the demo warning among them without a password', async () => {
    const server = await startServer({ DATA_DIR: dataDir, HOST: '127.0.0.2' }, (out) =>
      out.includes(DEMO_DATA_WARNING),
    );
    try {
      const lines = server.stdout().trim().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(entries).toContainEqual(expect.objectContaining({ level: 40, msg: DEMO_DATA_WARNING }));
      expect(server.stdout()).not.toContain('demo1234');
      // HOST is obeyed: here another loopback address, and not 127.0.0.1.
      const port = portOf(server.stdout(), '127.0.0.2');
      expect(await accepts('127.0.0.2', port)).toBe(true);
      expect(await accepts('127.0.0.1', port)).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});

describe('the settings behind the defaults', () => {
  it('binds 127.0.0.1 and seeds the demo on the embedded database, every interface and no demo with DATABASE_URL', () => {
    expect(loadConfig({}, false)).toMatchObject({ host: '127.0.0.1', seedDemo: true });
    const postgres = 'postgres://app@db.invalid/app';
    expect(loadConfig({ DATABASE_URL: postgres }, false)).toMatchObject({ host: '0.0.0.0', seedDemo: false });
    // Demo data asked for on PostgreSQL: its published passwords stay on this machine unless HOST says so.
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '1' }, false)).toMatchObject({
      host: '127.0.0.1',
      seedDemo: true,
    });
    expect(loadConfig({ HOST: '0.0.0.0' }, false).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: postgres, HOST: '10.0.1.11' }, false).host).toBe('10.0.1.11');
    expect(loadConfig({ SEED_DEMO: 'off' }, false).seedDemo).toBe(false);
  });

  it('writes plain lines at a terminal and JSON otherwise, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true)).toMatchObject({ logFormat: 'plain', logLevel: 'warn' });
    expect(loadConfig({}, false)).toMatchObject({ logFormat: 'json', logLevel: 'info' });
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'Plain', LOG_LEVEL: 'debug' }, false)).toMatchObject({
      logFormat: 'plain',
      logLevel: 'debug',
    });
    for (const value of ['pretty', 'text', '1']) {
      expect(() => loadConfig({ LOG_FORMAT: value }, false)).toThrow(ConfigError);
      expect(() => loadConfig({ LOG_FORMAT: value }, false)).toThrow(
        /^LOG_FORMAT must be one of plain, json/,
      );
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL (DATABASE_URL)', () => {
  it('gets no demo data unless SEED_DEMO asks for it', async () => {
    for (const [seedDemo, empty] of [
      [undefined, true],
      ['0', true],
      ['1', false],
    ] as const) {
      const scratch = await createScratchDatabase();
      try {
        const config = loadConfig({ DATABASE_URL: scratch.url, ...(seedDemo && { SEED_DEMO: seedDemo }) });
        const { handle, release } = await openStartUpDatabase(config);
        try {
          expect(await isDatabaseEmpty(handle.db), `SEED_DEMO=${seedDemo}`).toBe(empty);
        } finally {
          await handle.close();
          release();
        }
      } finally {
        await scratch.drop();
      }
    }
  }, 120_000);
});
