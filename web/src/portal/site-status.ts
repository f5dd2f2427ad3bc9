import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@core/messages';
import { SITE_DISABLED_PATH } from '@core/api/site-status-path';
import { ApiError } from '../api/api-error';
import { fetchAnswer } from '../api/fetch-answer';

/**
 * Whether the portal shows the maintenance notice (appConfigurationEndpoints.getSiteDisabled). This module
 * is in the entry chunk, where no zod schema may be built (zod-jitless.ts) and none is downloaded: the
 * answer, a boolean, is checked here rather than with the contract's schema.
 */
export async function getSiteDisabled(): Promise<boolean> {
  const answer = await fetchAnswer({ method: 'GET', url: SITE_DISABLED_PATH });
  if (typeof answer !== 'boolean') throw new ApiError(200, MESSAGES.somethingWentWrong);
  return answer;
}

let earlyAnswer: Promise<boolean> | null = null;

/**
 * Asks as the page starts (main.tsx), side by side with the download of the portal's chunk: the portal
 * shows nothing before it knows whether the site is open. Its first query takes this answer.
 */
export function askSiteDisabledEarly(): void {
  earlyAnswer = getSiteDisabled();
  earlyAnswer.catch(() => undefined); // A failure is the first query's, which retries.
}

export const siteDisabledQueryOptions = queryOptions({
  queryKey: ['app-configuration', 'site-disabled'],
  queryFn: () => {
    const answer = earlyAnswer ?? getSiteDisabled();
    earlyAnswer = null;
    return answer;
  },
  staleTime: 60_000,
});
