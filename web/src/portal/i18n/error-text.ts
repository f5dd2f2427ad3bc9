import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { defineCopy, useCopy } from './copy';
import { formatTimeIn } from './format';
import { useLanguage } from './language';
import { messageIn } from './server-messages';

const copy = defineCopy({
  en: { tryAgainAt: (time: string) => `Too many attempts. Try again at ${time}.` },
  fil: { tryAgainAt: (time: string) => `Masyadong maraming subok. Subukan ulit sa ${time}.` },
});

/** The seconds a 429 answer asked to wait (`retryAfterSeconds` in its body), or null. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * How the portal shows a failed call: errorMessage's choice of text (api-error.ts), in the portal's
 * language; a rate-limited attempt as the clock time to try again ("Try again at 4:35 PM", Manila time).
 */
export function useErrorText(): (error: unknown, serverTextFor?: readonly number[]) => string {
  const language = useLanguage();
  const words = useCopy(copy);
  return (error, serverTextFor = []) => {
    const seconds = retryAfterSecondsOf(error);
    if (seconds !== null) return words.tryAgainAt(formatTimeIn(language, Date.now() + seconds * 1000));
    return messageIn(language, errorMessage(error, serverTextFor));
  };
}

/** A field rule's message (the spec's English) in the portal's language; anything but text as it is. */
export function useMessageText(): (message: ReactNode) => ReactNode {
  const language = useLanguage();
  return (message) => (typeof message === 'string' ? messageIn(language, message) : message);
}
