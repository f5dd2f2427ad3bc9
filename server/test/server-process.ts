import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { totpCode } from './sessions.ts';

/**
 * A real server process, for tests that kill or multiply it. `npm test` builds first and sets SERVER_ENTRY
 * to the built entry point, so these tests drive the server as it ships; a developer running one test file
 * gets the source through tsx (never a stale build).
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The node arguments that start the server: the built entry point under `npm test`, else the source. */
export function serverEntryArguments(): string[] {
  const entry = process.env.SERVER_ENTRY;
  return entry ? [entry] : ['--import', 'tsx', 'server/src/main.ts'];
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntryArguments(), {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not get ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A new, empty PostgreSQL database next to DATABASE_URL's, and a function that drops it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `scratch_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Logs in over HTTP and returns the Cookie header. */
export async function httpLogin(
  baseUrl: string,
  username: string,
  scope: 'portal' | 'backoffice',
  password = 'demo1234',
) {
  const response = await fetch(`${baseUrl}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Staff give the demo second factor with the password (decision 0022).
    body: JSON.stringify({
      username,
      password,
      scope,
      ...(scope === 'backoffice' ? { code: totpCode() } : {}),
    }),
  });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}
