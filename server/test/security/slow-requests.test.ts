import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppInstance } from '../../src/app-instance.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { testConfig } from '../test-app.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * A client that sends its headers and then a body one byte at a time holds a connection (and a request in
 * the server) for as long as it likes unless the server puts a time limit on the whole request: 1,100 such
 * sockets once starved the process. The limits for the headers, the whole request and idle keep-alive
 * connections come from the environment; these tests use limits of a second or a few.
 */

const HEAD = [
  'POST /api/Customers/Login HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100',
  '',
  '',
].join('\r\n');

interface Ending {
  /** What the server wrote before it closed the connection. */
  answer: string;
  /** Milliseconds from the connection's start to its close. */
  afterMs: number;
}

/**
 * Opens a connection, sends `first`, then one byte of `trickle` every `everyMs` until the server closes the
 * connection. `ended` settles at the close, or fails at the deadline.
 */
function trickle(port: number, first: string, options: { everyMs: number; deadlineMs: number }) {
  const socket: Socket = connect(port, '127.0.0.1');
  const startedAt = Date.now();
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(' ');
      }, options.everyMs);
      resolve();
    });
    socket.once('error', reject);
  });
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => {}); // a reset after the answer is a close too
  const ended = new Promise<Ending>((resolve, reject) => {
    const deadline = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${options.deadlineMs} ms; got: ${JSON.stringify(answer)}`));
    }, options.deadlineMs);
    socket.once('close', () => {
      clearTimeout(deadline);
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - startedAt });
    });
  });
  return { connected, ended, socket };
}

describe('time limits on slow clients', () => {
  let database: DatabaseHandle;
  const apps: AppInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  async function serverWith(overrides: Partial<Config>): Promise<number> {
    const app = await buildApp({
      config: testConfig(overrides),
      database: { ...database, close: async () => {} },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    return (app.server.address() as AddressInfo).port;
  }

  it('limits headers to 10 s, the whole request to 30 s and idle keep-alive to 72 s by default', async () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      headersTimeoutSeconds: 10,
      requestTimeoutSeconds: 30,
      keepAliveTimeoutSeconds: 72,
    });
    const app = await buildApp({ config: testConfig(), database: { ...database, close: async () => {} } });
    apps.push(app);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
  });

  it('answers 408 and closes a connection whose body trickles in past the request limit', async () => {
    const port = await serverWith({ headersTimeoutSeconds: 1, requestTimeoutSeconds: 1 });
    const { ended } = trickle(port, HEAD, { everyMs: 200, deadlineMs: 5_000 });
    const { answer, afterMs } = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('answers 408 and closes a connection whose headers trickle in past the headers limit', async () => {
    const port = await serverWith({ headersTimeoutSeconds: 1, requestTimeoutSeconds: 5 });
    // The headers never end: a header line that grows by one byte at a time.
    const { ended } = trickle(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      everyMs: 200,
      deadlineMs: 4_000,
    });
    const { answer, afterMs } = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('closes an idle keep-alive connection after the keep-alive limit', async () => {
    const port = await serverWith({ keepAliveTimeoutSeconds: 1 });
    // One whole request, then silence (the trickle interval is longer than the deadline).
    const { ended } = trickle(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', {
      everyMs: 60_000,
      deadlineMs: 4_000,
    });
    const { answer, afterMs } = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive/i);
    expect(afterMs).toBeGreaterThanOrEqual(900);
  });

  it('keeps answering others promptly while 200 trickling connections are open, then closes them all', async () => {
    const port = await serverWith({ headersTimeoutSeconds: 3, requestTimeoutSeconds: 3 });
    const slow = Array.from({ length: 200 }, () => trickle(port, HEAD, { everyMs: 250, deadlineMs: 10_000 }));
    await Promise.all(slow.map((s) => s.connected));

    const startedAt = Date.now();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    // All 200 are still open while the healthy request is answered.
    expect(slow.every((s) => !s.socket.destroyed)).toBe(true);

    const endings = await Promise.all(slow.map((s) => s.ended));
    expect(endings.every((e) => /^HTTP\/1\.1 408 /.test(e.answer))).toBe(true);
  }, 30_000);
});
