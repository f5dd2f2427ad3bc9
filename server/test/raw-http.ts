import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppInstance } from '../src/app-instance.ts';

/**
 * Requests sent over a real socket exactly as written: the request target goes out untouched (percent
 * escapes, `..`, `//`, an absolute-form `http://host/path`), as an attacker's client would send it.
 * `app.inject` would parse and normalise the URL first, and so hide what the router does with it.
 */
export interface RawAnswer {
  statusCode: number;
  body: string;
}

export interface RawClient {
  origin: string;
  send(options: {
    method: string;
    target: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<RawAnswer>;
  close(): void;
}

export async function listenForRawRequests(app: AppInstance): Promise<RawClient> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // One connection per request: a target the server refuses as malformed closes its connection.
  const agent = new Agent({ keepAlive: false, maxSockets: 4 });
  return {
    origin: `http://127.0.0.1:${port}`,
    send: ({ method, target, headers = {}, body }) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: target,
            agent,
            // Node sends a DELETE's body with neither a length nor chunks, which the server then reads as
            // the start of a malformed next request: say its length, as every real client does.
            headers:
              body === undefined
                ? headers
                : { 'content-length': String(Buffer.byteLength(body)), ...headers },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ statusCode: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      }),
    close: () => agent.destroy(),
  };
}
