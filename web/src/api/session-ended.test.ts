import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@core/api/endpoint';
import { callEndpoint } from './client';
import { onSessionEnded } from './session-ended';

const read = defineEndpoint({
  access: 'public',
  tags: ['Test'],
  summary: 'A test endpoint',
  method: 'GET',
  path: '/api/x',
  response: z.boolean(),
});

describe('a call refused for want of a session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the listeners before the error reaches the caller, and only for 401', async () => {
    const heard: string[] = [];
    const stop = onSessionEnded(() => heard.push('ended'));
    vi.stubGlobal('fetch', async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(
      callEndpoint(read).catch((error: unknown) => {
        heard.push('caller');
        throw error;
      }),
    ).rejects.toThrow('Unauthorized Access to Service');
    expect(heard).toEqual(['ended', 'caller']);

    vi.stubGlobal('fetch', async () => new Response('{"message":"Forbidden"}', { status: 403 }));
    await expect(callEndpoint(read)).rejects.toThrow();
    expect(heard).toEqual(['ended', 'caller']);

    stop();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    await expect(callEndpoint(read)).rejects.toThrow();
    expect(heard).toEqual(['ended', 'caller']);
  });

  it('marks a background call with X-Background-Request, and no other', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('x-background-request'));
      return new Response('true', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await callEndpoint(read, { background: true });
    await callEndpoint(read);
    expect(sent).toEqual(['1', null]);
  });
});
