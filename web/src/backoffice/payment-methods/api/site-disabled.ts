import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appConfigurationEndpoints } from '@core/api/app-configuration';
import { callEndpoint } from '../../../api/client';

export const siteDisabledQueryOptions = queryOptions({
  queryKey: ['app-configuration', 'site-disabled'],
  queryFn: () => callEndpoint(appConfigurationEndpoints.getSiteDisabled),
});

export function useSiteDisabled() {
  return useQuery(siteDisabledQueryOptions);
}

export function useSetSiteDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      callEndpoint(appConfigurationEndpoints.setSiteDisabled, { body: disabled }),
    onSuccess: (disabled) => queryClient.setQueryData(siteDisabledQueryOptions.queryKey, disabled),
  });
}
