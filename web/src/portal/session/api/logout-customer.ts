import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { clearCustomerSession } from '../customer-session';

/** Ends the portal session on the server. */
export function logoutCustomer(): Promise<unknown> {
  return apiRequest('POST', '/api/Customers/Logout', { body: { scope: 'portal' } });
}

/** Logs out, and forgets the customer and their cached data in this tab even if the server call fails. */
export function useLogoutCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutCustomer,
    onSettled: () => {
      clearCustomerSession();
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  });
}
