import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';

export function getSiteDisabled(): Promise<boolean> {
  return apiRequest<boolean>('GET', '/api/AppConfiguration/isDisableWebsite');
}

export const siteDisabledQueryOptions = queryOptions({
  queryKey: ['app-configuration', 'site-disabled'],
  queryFn: getSiteDisabled,
  staleTime: 60_000,
});

export function useSiteDisabled() {
  return useQuery(siteDisabledQueryOptions);
}
