import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedViewEndpoints, type CreateSavedViewBody } from '@core/api/saved-views';
import { callEndpoint } from '../../../api/client';

const savedViewsKey = ['saved-views', 'topup-requests'] as const;

/** The signed-in user's saved views of the top-up list. */
export function useSavedViews() {
  return useQuery({
    queryKey: savedViewsKey,
    queryFn: ({ signal }) =>
      callEndpoint(savedViewEndpoints.list, { query: { list: 'topup-requests' }, signal }),
  });
}

export function useCreateSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedViewBody) => callEndpoint(savedViewEndpoints.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsKey }),
  });
}

export function useDeleteSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(savedViewEndpoints.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewsKey }),
  });
}
