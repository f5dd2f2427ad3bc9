import { MESSAGES } from '@core/messages';
import { ApiError, messageForStatus } from './api-error';
import { reportSessionEnded } from './session-ended';
import { owedStepOf, reportStepRequired } from './step-required';

/** A request as it goes over the wire: the contract's client (client.ts) builds it. */
export interface WireRequest {
  method: string;
  /** The path with its parameters filled in and its query string. */
  url: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, so that a retried click does nothing twice. */
  idempotencyKey?: string;
  /** Made by the page itself (a timer, a check), not by the person: it does not slide the idle time-out. */
  background?: boolean;
}

async function readServerAnswer(response: Response): Promise<{ message: string | null; body: unknown }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return { message: parsed.message, body: parsed };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: text || null, body: null };
}

/**
 * One call to the API, without zod: the entry chunk uses it before any schema may be built
 * (zod-jitless.ts). Success is status 200 only (the spec's rule); every failure becomes an ApiError whose
 * message is the spec's text for it (section 8). Answers the parsed JSON, or the text of any other type.
 */
export async function fetchAnswer(request: WireRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  if (request.background) headers['x-background-request'] = '1';
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(null, MESSAGES.couldNotConnect);
  }
  if (response.status !== 200) {
    // Before the error reaches the screen, so that a back office whose session ended leaves for the login
    // instead of showing "Unauthorized Access to Service" and empty lists (issue 19).
    if (response.status === 401) reportSessionEnded();
    const { message, body } = await readServerAnswer(response);
    // The session owes a step (a temporary password, a second factor): the app asks for it in place.
    const owed = response.status === 403 ? owedStepOf(body) : null;
    if (owed) reportStepRequired(owed);
    // Its message says what to do, so it is shown as sent.
    const text = owed && message ? message : messageForStatus(response.status, message);
    throw new ApiError(response.status, text, message, body);
  }
  const type = response.headers.get('content-type') ?? '';
  try {
    const answer: unknown = type.includes('application/json') ? await response.json() : await response.text();
    return answer;
  } catch {
    throw new ApiError(response.status, MESSAGES.somethingWentWrong);
  }
}
