import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the real entry point (through tsx) and collects what it prints and how it ends. */
function runServer(env: Record<string, string>, untilReady?: (output: string) => boolean) {
  return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
