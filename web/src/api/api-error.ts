import { MESSAGES } from '@core/messages';

/** A failed call, with the text the spec says to show for it (section 8) and what the server said. */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The server's own `message`, kept for the calls whose 404 or 409 text is meant for people. */
    readonly serverMessage: string | null = null,
    /** The parsed JSON body of the answer, for a call whose contract declares more than the message. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * 400 and 500 show the server's text, and so does 429 (it says when to try again); 401 and others have
 * fixed texts.
 */
export function messageForStatus(status: number, serverMessage: string | null): string {
  if (status === 400 || status === 500 || status === 429) return serverMessage || MESSAGES.somethingWentWrong;
  if (status === 401) return MESSAGES.unauthorizedAccess;
  return MESSAGES.unknownError;
}

/**
 * Any thrown value as the text to show a person. `serverTextFor` lists further statuses whose server text
 * the caller shows as is: the contract gives some calls a 404 or 409 text meant for people
 * ('Mobile number not found', 'No exact matches found!', why a top-up cannot be cancelled).
 */
export function errorMessage(error: unknown, serverTextFor: readonly number[] = []): string {
  if (!(error instanceof ApiError)) return MESSAGES.somethingWentWrong;
  if (error.status !== null && serverTextFor.includes(error.status) && error.serverMessage) {
    return error.serverMessage;
  }
  return error.message;
}

/** The machine-readable `code` of a refusal (decision 0022), or null. */
export function errorCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** Whether a call failed because the session it needed is gone (expired, or ended elsewhere). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
