import { GatewayError } from '../gateway.ts';

/**
 * One HTTP call to Maya with Basic authentication (the key as user name, empty password, as Maya documents),
 * a time limit, and Maya's error answers turned into GatewayErrors. Nothing here logs; messages name the
 * status and Maya's error code, never a key or a header.
 */
export interface MayaHttpOptions {
  baseUrl: string;
  timeoutMs: number;
}

export interface MayaAnswer {
  status: number;
  body: unknown;
}

export function basicAuthorization(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

export async function callMaya(
  options: MayaHttpOptions,
  request: { method: 'GET' | 'POST'; path: string; key: string; body?: unknown },
): Promise<MayaAnswer> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${request.path}`, {
      method: request.method,
      headers: {
        authorization: basicAuthorization(request.key),
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new GatewayError('timeout', `Maya did not answer within ${options.timeoutMs} ms`);
    }
    throw new GatewayError('unavailable', 'Maya could not be reached');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new GatewayError('timeout', `Maya did not finish its answer within ${options.timeoutMs} ms`);
    }
    throw new GatewayError('unavailable', 'Maya broke off its answer');
  }
  return { status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Maya's error body: `{code, message, parameters?: [{field, description}]}` (sometimes in a list). */
export function describeMayaError(answer: MayaAnswer): string {
  const body = Array.isArray(answer.body) ? answer.body[0] : answer.body;
  const parts = [`HTTP ${answer.status}`];
  if (body && typeof body === 'object') {
    const { code, message, parameters } = body as Record<string, unknown>;
    if (typeof code === 'string' || typeof code === 'number') parts.push(`code ${String(code)}`);
    if (typeof message === 'string') parts.push(message.slice(0, 200));
    if (Array.isArray(parameters)) {
      const fields = parameters
        .map((p) => (p && typeof p === 'object' ? (p as Record<string, unknown>).field : undefined))
        .filter((field): field is string => typeof field === 'string');
      if (fields.length > 0) parts.push(`fields: ${fields.join(', ').slice(0, 200)}`);
    }
  }
  return parts.join(', ');
}

/** Throws the GatewayError an error status stands for; returns for 2xx. */
export function assertMayaSuccess(answer: MayaAnswer, what: string): void {
  if (answer.status >= 200 && answer.status < 300) return;
  const failure = answer.status >= 500 || answer.status === 429 ? 'unavailable' : 'rejected';
  throw new GatewayError(failure, `Maya ${what} failed: ${describeMayaError(answer)}`);
}
