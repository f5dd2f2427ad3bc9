import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverEntryArguments } from '../test/server-process.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy when unset or false', () => {
    for (const value of [undefined, '', 'false', 'FALSE', 'no', 'off', '0']) expect(trust(value)).toBe(false);
  });

  it('reads true as one proxy, and a whole number as that many', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on', '1']) expect(trust(value)).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10')).toBe(10);
  });

  it('reads a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(trust('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trust(' 192.168.1.10 , fd00::/8, ::1, loopback ')).toEqual([
      '192.168.1.10',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else with one clear message', () => {
    for (const value of [
      'everyone',
      '11',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '10.0.0.0/8/8',
      '10.0.0.0/',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1,',
      '10.0.0.1,,10.0.0.2',
      '300.0.0.1',
    ]) {
      expect(() => trust(value), value).toThrow(ConfigError);
      expect(() => trust(value), value).toThrow(/^TRUST_PROXY must be/);
    }
  });
});

describe('time limits', () => {
  it('default to 10 s for headers, 30 s for the whole request and 72 s for idle keep-alive', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutSeconds: 10,
      requestTimeoutSeconds: 30,
      keepAliveTimeoutSeconds: 72,
    });
  });

  it('take whole seconds from the environment, the headers limit never past the request limit', () => {
    expect(
      loadConfig({
        HEADERS_TIMEOUT_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '20',
        KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      }),
    ).toMatchObject({ headersTimeoutSeconds: 5, requestTimeoutSeconds: 20, keepAliveTimeoutSeconds: 65 });
    // A short request limit brings the default headers limit down with it.
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '4' })).toMatchObject({
      headersTimeoutSeconds: 4,
      requestTimeoutSeconds: 4,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS \(40\) must not be longer than REQUEST_TIMEOUT_SECONDS \(30\)/,
    );
    for (const name of ['HEADERS_TIMEOUT_SECONDS', 'REQUEST_TIMEOUT_SECONDS', 'KEEP_ALIVE_TIMEOUT_SECONDS']) {
      for (const value of ['0', '-5', '2.5', 'soon']) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      }
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is off when unset, and must be at least 16 printable characters without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-123' }).metricsToken).toBe(
      'a-long-enough-token-123',
    );
    for (const value of ['short', 'sixteen chars ok', 'é'.repeat(20)]) {
      expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(/^METRICS_TOKEN must be/);
    }
  });
});

describe('limits on creating top-ups', () => {
  it('default to 120 per address, 30 per logged-in customer and 20 per wallet, and take whole numbers', () => {
    expect(loadConfig({}).createLimits).toEqual({ perAddress: 120, perCustomer: 30, perWallet: 20 });
    expect(
      loadConfig({
        TOPUP_CREATES_PER_ADDRESS: '600',
        TOPUP_CREATES_PER_CUSTOMER: '5',
        TOPUP_CREATES_PER_WALLET: '1',
      }).createLimits,
    ).toEqual({ perAddress: 600, perCustomer: 5, perWallet: 1 });
    for (const bad of ['0', '-3', '1.5', 'many']) {
      expect(() => loadConfig({ TOPUP_CREATES_PER_WALLET: bad })).toThrow(
        `TOPUP_CREATES_PER_WALLET must be a whole number of at least 1, not "${bad}"`,
      );
    }
  });
});

describe('the server process with a bad setting', { timeout: 60_000 }, () => {
  /** Starts the real entry point with one bad setting; a bad setting stops it before it opens anything. */
  function start(env: Record<string, string>) {
    return new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, serverEntryArguments(), {
        env: { ...process.env, DATABASE_URL: '', PORT: '0', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
  }

  it('stops with one line for a bad TRUST_PROXY, time limit or METRICS_TOKEN', async () => {
    for (const [env, pattern] of [
      [{ TRUST_PROXY: 'everyone' }, /^Cannot start: TRUST_PROXY must be .*"everyone"/],
      [{ REQUEST_TIMEOUT_SECONDS: '0' }, /^Cannot start: REQUEST_TIMEOUT_SECONDS must be a whole number/],
      [{ METRICS_TOKEN: 'short' }, /^Cannot start: METRICS_TOKEN must be at least 16/],
    ] as const) {
      const result = await start(env);
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(pattern);
    }
  });
});
