import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@core/api/endpoint';
import { ApiError, errorMessage } from './api-error';
import { callEndpoint, endpointUrl } from './client';

// The browser's fetch is the platform, not our code: each test answers it the way a server or a dead
// network would, and checks the text a person is shown (spec section 8).
function answer(status: number, body: string, type = 'application/json') {
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers: { 'content-type': type } }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const contract = { access: 'public', tags: ['Test'], summary: 'A test endpoint' } as const;
const read = defineEndpoint({ ...contract, method: 'GET', path: '/api/x', response: z.boolean() });
const save = defineEndpoint({
  ...contract,
  method: 'POST',
  path: '/api/Things/:id/Save',
  params: z.object({ id: z.number() }),
  body: z.object({ amount: z.number() }),
  response: z.object({ ok: z.boolean() }),
});
const csv = defineEndpoint({
  ...contract,
  method: 'GET',
  path: '/api/Things.csv',
  query: z.object({ codes: z.array(z.number()).optional(), name: z.string().optional() }),
  response: z.string(),
  mediaType: 'text/csv; charset=utf-8',
});

afterEach(() => vi.unstubAllGlobals());

describe('the API client maps failures as the spec says', () => {
  it('shows the server text for 400 and 500', async () => {
    answer(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Invalid Mobile Number' }));
    expect((await failureOf(callEndpoint(read))).message).toBe('Invalid Mobile Number');
    answer(500, 'plain text from the server', 'text/plain');
    expect((await failureOf(callEndpoint(read))).message).toBe('plain text from the server');
  });

  it("says 'Unauthorized Access to Service' for 401", async () => {
    answer(401, JSON.stringify({ message: 'session expired' }));
    expect((await failureOf(callEndpoint(read))).message).toBe('Unauthorized Access to Service');
  });

  it('shows a 429 as the server words it, which say when to try again', async () => {
    const message = 'Too many attempts. Try again in 5 minutes.';
    answer(
      429,
      JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message, retryAfterSeconds: 300 }),
    );
    expect((await failureOf(callEndpoint(read))).message).toBe(message);
  });

  it("says 'Unknown Error has occured' for any other status, even 201", async () => {
    for (const status of [201, 403, 404, 409, 503]) {
      answer(status, JSON.stringify({ message: 'server words' }));
      expect((await failureOf(callEndpoint(read))).message).toBe('Unknown Error has occured');
    }
  });

  it("says 'Could not connect to server' when the network fails", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failureOf(callEndpoint(read))).message).toBe('Could not connect to server');
  });

  it("says 'Something went wrong' for a 200 whose JSON cannot be read, and for anything else thrown", async () => {
    answer(200, '{not json');
    expect((await failureOf(callEndpoint(read))).message).toBe('Something went wrong');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong');
  });

  it("says 'Something went wrong' for a 200 the contract does not describe", async () => {
    answer(200, JSON.stringify({ ok: true }));
    expect((await failureOf(callEndpoint(read))).message).toBe('Something went wrong');
  });

  it('keeps the server text for the statuses a screen shows as is', async () => {
    answer(404, JSON.stringify({ message: 'No exact matches found!' }));
    const error = await failureOf(callEndpoint(read));
    expect(errorMessage(error)).toBe('Unknown Error has occured');
    expect(errorMessage(error, [404])).toBe('No exact matches found!');
  });
});

describe('the API client calls through the contract', () => {
  it('sends JSON with its content type and the idempotency key, to the path with its parameters', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const result = await callEndpoint(save, {
      params: { id: 7 },
      body: { amount: 1500.5 },
      idempotencyKey: 'k1',
    });
    expect(result).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/api/Things/7/Save');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"amount":1500.5}');
    expect(seen[0]?.init.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it('reads a text answer as text, and builds the URL of a link with its query string', async () => {
    answer(200, 'a,b\n1,2\n', 'text/csv; charset=utf-8');
    expect(await callEndpoint(csv)).toBe('a,b\n1,2\n');
    expect(endpointUrl(csv, { query: { codes: [101, 102], name: undefined } })).toBe(
      '/api/Things.csv?codes=101&codes=102',
    );
  });
});
