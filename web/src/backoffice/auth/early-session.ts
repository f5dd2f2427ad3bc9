import { fetchAnswer } from '../../api/fetch-answer';

/**
 * The back office's first question, who is signed in (sessionEndpoints.me for the back office), as a plain
 * address: this module is in the entry chunk, where no zod schema may be built (zod-jitless.ts).
 * early-session.test.ts keeps it equal to the contract's.
 */
export const BACK_OFFICE_ME_URL = '/api/Customers/Me?scope=backoffice';

let early: Promise<unknown> | null = null;

/**
 * Asks as the page starts (main.tsx), side by side with the download of the back office's chunks rather
 * than after them: every screen waits for this answer before it loads its own chunk and data (issue 27).
 * Not on the login page, whose answer could be stale by the time someone has signed in.
 */
export function askBackOfficeSessionEarly(): void {
  early = fetchAnswer({ method: 'GET', url: BACK_OFFICE_ME_URL });
  early.catch(() => undefined); // A failure is the first query's, which asks again.
}

/**
 * The early answer, once, when it is a success; null otherwise. A refusal (no session, a step owed) is
 * asked again by the caller, so that it reaches the listeners the app has set up by then (session-ended.ts,
 * step-required.ts).
 */
export async function takeEarlySession(): Promise<{ answer: unknown } | null> {
  const pending = early;
  early = null;
  if (!pending) return null;
  try {
    return { answer: await pending };
  } catch {
    return null;
  }
}
