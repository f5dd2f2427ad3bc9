import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const siteDisabledQueryOptions = queryOptions({
  queryKey: ['app-configuration', 'site-disabled'],
  queryFn: () => apiRequest<boolean>('GET', '/api/AppConfiguration/isDisableWebsite'),
});

export function useSiteDisabled() {
  return useQuery(siteDisabledQueryOptions);
}

export function useSetSiteDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      apiRequest<boolean>('PUT', '/api/AppConfiguration/isDisableWebsite', { body: disabled }),
    onSuccess: (disabled) => queryClient.setQueryData(siteDisabledQueryOptions.queryKey, disabled),
  });
}
