import { fetchAnswer, type WireRequest } from './fetch-answer';

/**
 * Reads asked as the page starts, before the screen that needs them has loaded (issue 27: the top-up list's
 * rows waited for the session, then the back office's chunk, then the screen's chunk, then the list). The
 * screen's own call, when it is the same request (method, address and body, whatever the order of the
 * body's keys), takes the early answer instead of asking again (client.ts). Zod-free: the entry chunk asks.
 */
const early = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/** An early answer not taken by then is dropped: a screen opened later asks afresh. */
const KEEP_MS = 10_000;

function keyOf(request: WireRequest): string {
  const body = JSON.stringify(request.body ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
  return `${request.method.toUpperCase()} ${request.url} ${body}`;
}

export function askEarly(request: WireRequest): void {
  const answer = fetchAnswer(request);
  answer.catch(() => undefined); // A failure is the screen's call's, which asks again.
  early.set(keyOf(request), { answer, askedAt: Date.now() });
}

/**
 * The early answer to `request`, once; null when none was asked (or it is stale). A failed early answer is
 * asked again, so that the failure reaches the listeners the app has set up by then (session-ended.ts,
 * step-required.ts) and the screen sees the message of its own call.
 */
export function takeEarlyAnswer(request: WireRequest): Promise<unknown> | null {
  const key = keyOf(request);
  const found = early.get(key);
  if (!found) return null;
  early.delete(key);
  if (Date.now() - found.askedAt > KEEP_MS) return null;
  return found.answer.catch(() => fetchAnswer(request));
}
