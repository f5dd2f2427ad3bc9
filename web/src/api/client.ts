import { MESSAGES } from '@core/messages';
import { ApiError, messageForStatus } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, so that a retried click does nothing twice. */
  idempotencyKey?: string;
}

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readServerMessage(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text || null;
}

/**
 * One call to the API. Success is status 200 only (the spec's rule); every failure becomes an ApiError
 * whose message is the spec's text for it (section 8).
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(options.query)}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(null, MESSAGES.couldNotConnect);
  }
  if (response.status !== 200) {
    const serverMessage = await readServerMessage(response);
    throw new ApiError(response.status, messageForStatus(response.status, serverMessage), serverMessage);
  }
  const type = response.headers.get('content-type') ?? '';
  try {
    return (type.includes('application/json') ? await response.json() : await response.text()) as T;
  } catch {
    throw new ApiError(response.status, MESSAGES.somethingWentWrong);
  }
}
