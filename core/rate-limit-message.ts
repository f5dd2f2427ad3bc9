/**
 * The words of every 429 answer: when to try again, from the seconds left in the limit's window (never a
 * fixed "later", issue 18). Whole minutes are rounded up, so "in 5 minutes" is never too early; under a
 * minute the seconds are given. The portal shows the same moment as a clock time in its own language.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** What every 429 answer's message starts with, whatever the wait (for clients that recognise it). */
export const TOO_MANY_ATTEMPTS_PREFIX = 'Too many attempts.';

function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours === 1 ? '1 hour' : `${hours} hours`;
  if (rest === 0) return hoursText;
  return `${hoursText} ${rest === 1 ? '1 minute' : `${rest} minutes`}`;
}
