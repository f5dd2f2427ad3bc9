import { tooManyAttemptsMessage } from '../../core/rate-limit-message.ts';

/**
 * The errors services throw. They name what went wrong, not an HTTP status; the error handler maps them
 * (services never see HTTP). The message is shown to people as it is, so it is the spec's text where the
 * spec has one, and never holds SQL or internals.
 */
export type AppErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    /** Seconds to wait, for rate_limited. */
    readonly retryAfterSeconds?: number,
    /** Fields the answer carries besides the error body, as the endpoint's contract declares them. */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError('invalid', message);
export const unauthenticated = (message = 'Unauthorized Access to Service') =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'Unauthorized User') => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, details?: Readonly<Record<string, string | number>>) =>
  new AppError('conflict', message, undefined, details);
/**
 * 429: the message says when to try again ("Too many attempts. Try again in 5 minutes."), and the answer
 * carries the same wait as the Retry-After header and as `retryAfterSeconds` in the body, so a client can
 * show it as a clock time in its own language.
 */
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('rate_limited', tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds, {
    retryAfterSeconds,
  });
export const unavailable = (message: string) => new AppError('unavailable', message);
