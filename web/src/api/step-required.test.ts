import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@core/api/endpoint';
import { ACCESS_CODES, TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { MESSAGES } from '@core/messages';
import { callEndpoint } from './client';
import { onStepRequired, type OwedStep } from './step-required';

const read = defineEndpoint({
  access: 'public',
  tags: ['Test'],
  summary: 'A test endpoint',
  method: 'GET',
  path: '/api/x',
  response: z.boolean(),
});

const refusal = (status: number, body: object) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a call refused because the session owes a step (issue 25)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the listeners which step, and shows the server’s words instead of a generic error', async () => {
    const heard: OwedStep[] = [];
    const stop = onStepRequired((step) => heard.push(step));
    vi.stubGlobal(
      'fetch',
      refusal(403, {
        statusCode: 403,
        message: TWO_FACTOR_MESSAGES.passwordChangeRequired,
        code: ACCESS_CODES.passwordChangeRequired,
      }),
    );
    await expect(callEndpoint(read)).rejects.toThrow(TWO_FACTOR_MESSAGES.passwordChangeRequired);
    vi.stubGlobal(
      'fetch',
      refusal(403, {
        message: TWO_FACTOR_MESSAGES.secondFactorRequired,
        code: ACCESS_CODES.secondFactorRequired,
      }),
    );
    await expect(callEndpoint(read)).rejects.toThrow(TWO_FACTOR_MESSAGES.secondFactorRequired);
    expect(heard).toEqual(['password_change_required', 'second_factor_required']);

    // A plain 403, a code that is no step, or a 400 with a code: nobody is told, the texts stay the spec's.
    vi.stubGlobal('fetch', refusal(403, { message: 'Forbidden' }));
    await expect(callEndpoint(read)).rejects.toThrow(MESSAGES.unknownError);
    vi.stubGlobal('fetch', refusal(403, { message: 'x', code: 'something_else' }));
    await expect(callEndpoint(read)).rejects.toThrow(MESSAGES.unknownError);
    vi.stubGlobal(
      'fetch',
      refusal(400, { message: 'Enter the code', code: ACCESS_CODES.secondFactorRequired }),
    );
    await expect(callEndpoint(read)).rejects.toThrow('Enter the code');
    expect(heard).toHaveLength(2);
    stop();
  });
});
