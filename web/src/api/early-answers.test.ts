import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@core/api/endpoint';
import { callEndpoint } from './client';
import { askEarly } from './early-answers';

const JSON_TYPE = { 'content-type': 'application/json' };

const list = defineEndpoint({
  access: 'public',
  tags: ['Test'],
  summary: 'A test read',
  method: 'POST',
  path: '/api/Things/Retrieve',
  body: z.object({ page: z.number(), filter: z.object({ a: z.number(), b: z.number() }) }),
  response: z.array(z.number()),
});

/** The browser's fetch, answering each call with the next of `answers` and counting the calls. */
function server(...answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url} ${String(init.body)}`);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 500, body: null };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: JSON_TYPE });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a read asked early', () => {
  it("answers the screen's same call without asking the server again, once", async () => {
    const calls = server({ status: 200, body: [1, 2] }, { status: 200, body: [3] });
    askEarly({ method: 'POST', url: '/api/Things/Retrieve', body: { page: 1, filter: { b: 2, a: 1 } } });
    // The same body with its keys in another order is the same request.
    const body = { filter: { a: 1, b: 2 }, page: 1 };
    expect(await callEndpoint(list, { body })).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
    // Taken once: a later refetch asks the server.
    expect(await callEndpoint(list, { body })).toEqual([3]);
    expect(calls).toHaveLength(2);
  });

  it('is not taken by a call with another body', async () => {
    const calls = server({ status: 200, body: [1] }, { status: 200, body: [2] });
    askEarly({ method: 'POST', url: '/api/Things/Retrieve', body: { page: 1, filter: { a: 1, b: 2 } } });
    expect(await callEndpoint(list, { body: { page: 2, filter: { a: 1, b: 2 } } })).toEqual([2]);
    expect(calls).toHaveLength(2);
  });

  it('that failed is asked again, so that the screen gets the answer (or failure) of its own call', async () => {
    const calls = server({ status: 500, body: { message: 'x' } }, { status: 200, body: [7] });
    askEarly({ method: 'POST', url: '/api/Things/Retrieve', body: { page: 1, filter: { a: 1, b: 2 } } });
    expect(await callEndpoint(list, { body: { page: 1, filter: { a: 1, b: 2 } } })).toEqual([7]);
    expect(calls).toHaveLength(2);
  });

  it('is dropped when no screen took it within 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = server({ status: 200, body: [1] }, { status: 200, body: [2] });
    askEarly({ method: 'POST', url: '/api/Things/Retrieve', body: { page: 1, filter: { a: 1, b: 2 } } });
    vi.setSystemTime(Date.now() + 10_001);
    expect(await callEndpoint(list, { body: { page: 1, filter: { a: 1, b: 2 } } })).toEqual([2]);
    expect(calls).toHaveLength(2);
  });
});
