import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from './api-error';
import { apiRequest } from './client';

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

afterEach(() => vi.unstubAllGlobals());

describe('the API client maps failures as the spec says', () => {
  it('shows the server text for 400 and 500', async () => {
    answer(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Invalid Mobile Number' }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Invalid Mobile Number');
    answer(500, 'plain text from the server', 'text/plain');
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('plain text from the server');
  });

  it("says 'Unauthorized Access to Service' for 401", async () => {
    answer(401, JSON.stringify({ message: 'session expired' }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Unauthorized Access to Service');
  });

  it("says 'Unknown Error has occured' for any other status, even 201", async () => {
    for (const status of [201, 403, 404, 409, 429, 503]) {
      answer(status, JSON.stringify({ message: 'server words' }));
      expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Unknown Error has occured');
    }
  });

  it("says 'Could not connect to server' when the network fails", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Could not connect to server');
  });

  it("says 'Something went wrong' for a 200 whose JSON cannot be read, and for anything else thrown", async () => {
    answer(200, '{not json');
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Something went wrong');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong');
  });

  it('keeps the server text for the statuses a screen shows as is', async () => {
    answer(404, JSON.stringify({ message: 'No exact matches found!' }));
    const error = await failureOf(apiRequest('POST', '/api/TopupRequests/Search', { body: {} }));
    expect(errorMessage(error)).toBe('Unknown Error has occured');
    expect(errorMessage(error, [404])).toBe('No exact matches found!');
  });

  it('sends JSON with its content type and the idempotency key', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const result = await apiRequest('POST', '/api/x', { body: { amount: 1500.5 }, idempotencyKey: 'k1' });
    expect(result).toEqual({ ok: true });
    expect(seen[0]?.body).toBe('{"amount":1500.5}');
    expect(seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k1' });
  });
});
